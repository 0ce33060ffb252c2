import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { site } from "~/config/site";
import { aboutIn } from "~/content/company";
import { fakeIntersectionObserver, preferReducedMotion } from "~/hooks/testing/view";

import { COUNTER_STEPS, Counters as CountersOf, counterValue } from "./counters";

/** The company's name as a page in a language that does not inflect it writes it. */
const siteBrand = { brand: site.brand };

const { counters, countersSection } = await aboutIn("en", siteBrand);
const Counters = () => <CountersOf title={countersSection.title} counters={counters} />;

describe("counterValue", () => {
  it("starts at 0, rises evenly and ends exactly on the figure after the last step", () => {
    expect(counterValue(5000, 0)).toBe(0);
    expect(counterValue(5000, 25)).toBe(2500);
    expect(counterValue(99, COUNTER_STEPS)).toBe(99);
    expect(counterValue(10, COUNTER_STEPS + 5)).toBe(10);
    for (let t = 1; t <= COUNTER_STEPS; t++)
      expect(counterValue(100, t)).toBeGreaterThanOrEqual(counterValue(100, t - 1));
  });
});

const figures = () => screen.getAllByTestId("counter").map((c) => c.textContent);
const section = () => screen.getByRole("heading", { name: "Our work in numbers" }).closest("section")!;
const FINAL = ["10+", "5000+", "100+", "99%"];

describe("Counters", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("shows the final figures where nothing can tell it is in view (the pre-rendered page)", () => {
    vi.stubGlobal("IntersectionObserver", undefined);
    render(<Counters />);
    expect(section()).toHaveAttribute("data-reveal", "static");
    expect(figures()).toEqual(FINAL);
  });

  it("counts up once, a tick every 50 ms for 50 ticks, when 30% of it is in view", () => {
    const io = fakeIntersectionObserver();
    render(<Counters />);
    expect(io.observers.map((o) => o.options?.threshold)).toEqual([0.3]);
    expect(section()).toHaveAttribute("data-reveal", "waiting");
    expect(figures()).toEqual(["0+", "0+", "0+", "0%"]);
    act(() => vi.advanceTimersByTime(3000));
    expect(figures()).toEqual(["0+", "0+", "0+", "0%"]);
    io.enter(0.2);
    expect(section()).toHaveAttribute("data-reveal", "waiting");

    io.enter(0.3);
    expect(section()).toHaveAttribute("data-reveal", "revealed");
    act(() => vi.advanceTimersByTime(25 * 50));
    expect(figures()[1]).toBe("2500+");
    expect(section().querySelector("dl")).toHaveAttribute("aria-busy", "true");
    act(() => vi.advanceTimersByTime(24 * 50));
    expect(Number(figures()[1]!.replace(/\D/g, ""))).toBeLessThan(5000);
    act(() => vi.advanceTimersByTime(50));
    expect(figures()).toEqual(FINAL);
    expect(section().querySelector("dl")).toHaveAttribute("aria-busy", "false");

    // Once only: coming back into view does not start again.
    io.enter(1);
    act(() => vi.advanceTimersByTime(200));
    expect(figures()).toEqual(FINAL);
    expect(io.observers.every((o) => !o.live)).toBe(true);
  });

  it("shows the final figures at once for a visitor who prefers reduced motion", () => {
    fakeIntersectionObserver();
    preferReducedMotion();
    render(<Counters />);
    expect(section()).toHaveAttribute("data-reveal", "static");
    expect(figures()).toEqual(FINAL);
  });
});
