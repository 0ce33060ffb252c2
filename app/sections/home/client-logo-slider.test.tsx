import { act, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { CLIENT_INTERVAL_MS } from "~/content/home";
import { readContent } from "~/content/read";
import { preferReducedMotion } from "~/hooks/testing/view";

import { renderInEnglish } from "../../../tests/places";
import { ClientLogoSlider } from "./client-logo-slider";

const { clients, clientsSection } = await readContent("home", "en");

/** 1-based number of the logo first in view, from the strip's status line. */
function firstInView() {
  const status = screen.getByRole("region", { name: /client logos/i }).querySelector("p.sr-only")!;
  const match = /, (\d+) of (\d+)$/.exec(status.textContent ?? "");
  expect(match?.[2]).toBe(String(clients.length));
  return Number(match?.[1]);
}
/** How far the strip is moved, in logos. */
const offset = () => Number(document.querySelector<HTMLElement>("ul[data-index]")!.dataset.index);
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const press = (name: string) => fireEvent.click(screen.getByRole("button", { name }));

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("ClientLogoSlider", () => {
  it("advances one logo every 2.5 s and loops from the tenth back to the first, keeping the rhythm", () => {
    renderInEnglish(<ClientLogoSlider words={clientsSection} items={clients} />);
    expect(CLIENT_INTERVAL_MS).toBe(2500);
    expect(clients).toHaveLength(10);
    expect(firstInView()).toBe(1);
    wait(2400);
    expect(firstInView()).toBe(1);
    wait(100);
    expect(firstInView()).toBe(2);
    for (let n = 3; n <= 10; n++) {
      wait(2500);
      expect(firstInView()).toBe(n);
    }
    // On the copy of the first logo, then back to the original without a visible jump.
    wait(2500);
    expect(firstInView()).toBe(1);
    expect(offset()).toBe(10);
    wait(500);
    expect(offset()).toBe(0);
    wait(2000);
    expect(firstInView()).toBe(2);
  });

  it("keeps moving when the pointer is over it or it is touched", () => {
    renderInEnglish(<ClientLogoSlider words={clientsSection} items={clients} />);
    const strip = screen.getByRole("region", { name: /client logos/i });
    fireEvent.pointerEnter(strip);
    fireEvent.mouseEnter(strip);
    fireEvent.touchStart(strip);
    wait(2500);
    expect(firstInView()).toBe(2);
    wait(2500);
    expect(firstInView()).toBe(3);
  });

  it("arrows wrap both ways; pause stops it and play resumes", () => {
    renderInEnglish(<ClientLogoSlider words={clientsSection} items={clients} />);
    press("Previous client logos");
    expect(firstInView()).toBe(10);
    press("Next client logos");
    expect(firstInView()).toBe(1);
    press("Pause client logos");
    wait(10_000);
    expect(firstInView()).toBe(1);
    press("Next client logos");
    expect(firstInView()).toBe(2);
    press("Play client logos");
    wait(2500);
    expect(firstInView()).toBe(3);
  });

  it("does not move by itself for a visitor who prefers reduced motion, and offers play", () => {
    preferReducedMotion();
    renderInEnglish(<ClientLogoSlider words={clientsSection} items={clients} />);
    wait(10_000);
    expect(firstInView()).toBe(1);
    expect(screen.getByRole("button", { name: "Play client logos" })).toBeInTheDocument();
  });

  it("names each logo once; the copies closing the loop are hidden and unnamed", () => {
    renderInEnglish(<ClientLogoSlider words={clientsSection} items={clients} />);
    const named = screen.getAllByRole("img");
    expect(named.map((i) => i.getAttribute("alt"))).toEqual(clients.map((c) => `${c.name} logo`));
    const copies = [...document.querySelectorAll("li[aria-hidden] img")];
    expect(copies.length).toBeGreaterThan(0);
    copies.forEach((img) => expect(img).toHaveAttribute("alt", ""));
  });
});
