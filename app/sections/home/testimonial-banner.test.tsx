import { act, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { TESTIMONIAL_INTERVAL_MS } from "~/content/home";
import { readContent } from "~/content/read";
import { preferReducedMotion } from "~/hooks/testing/view";

import { renderInEnglish } from "../../../tests/places";
import { TestimonialBanner } from "./testimonial-banner";

const { testimonials: bannerTestimonials, testimonialsSection } = await readContent("home", "en");

const banner = () => document.querySelector<HTMLElement>('section[aria-roledescription="carousel"]')!;
const slides = () => [...banner().querySelectorAll('[aria-roledescription="slide"]')];
/** The index shown, checked against which slide alone is exposed to assistive technology. */
function shown() {
  const index = Number(banner().dataset.index);
  expect(slides().map((s) => s.getAttribute("aria-hidden"))).toEqual(slides().map((_, i) => String(i !== index)));
  return index;
}
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const press = (name: string) => fireEvent.click(screen.getByRole("button", { name }));

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("TestimonialBanner", () => {
  it("shows the four texts one at a time, advancing every 5 s and wrapping from the fourth to the first", () => {
    renderInEnglish(<TestimonialBanner words={testimonialsSection} items={bannerTestimonials} />);
    expect(slides()).toHaveLength(4);
    expect(bannerTestimonials).toHaveLength(4);
    expect(TESTIMONIAL_INTERVAL_MS).toBe(5000);
    expect(shown()).toBe(0);
    wait(4900);
    expect(shown()).toBe(0);
    wait(100);
    expect(shown()).toBe(1);
    wait(5000);
    expect(shown()).toBe(2);
    wait(5000);
    expect(shown()).toBe(3);
    wait(5000);
    expect(shown()).toBe(0);
  });

  it("previous and next wrap both ways, and a manual move restarts the 5 s wait", () => {
    renderInEnglish(<TestimonialBanner words={testimonialsSection} items={bannerTestimonials} />);
    press("Previous testimonials");
    expect(shown()).toBe(3);
    press("Next testimonials");
    expect(shown()).toBe(0);
    wait(4000);
    press("Next testimonials");
    expect(shown()).toBe(1);
    wait(4000);
    expect(shown()).toBe(1);
    wait(1000);
    expect(shown()).toBe(2);
  });

  it("pause stops it and announces changes politely; play resumes", () => {
    renderInEnglish(<TestimonialBanner words={testimonialsSection} items={bannerTestimonials} />);
    const live = banner().querySelector("[aria-live]")!;
    expect(live).toHaveAttribute("aria-live", "off");
    press("Pause testimonials");
    expect(live).toHaveAttribute("aria-live", "polite");
    wait(20_000);
    expect(shown()).toBe(0);
    press("Next testimonials");
    expect(shown()).toBe(1);
    press("Play testimonials");
    expect(live).toHaveAttribute("aria-live", "off");
    wait(5000);
    expect(shown()).toBe(2);
  });

  it("does not move by itself for a visitor who prefers reduced motion, and offers play", () => {
    preferReducedMotion();
    renderInEnglish(<TestimonialBanner words={testimonialsSection} items={bannerTestimonials} />);
    wait(15_000);
    expect(shown()).toBe(0);
    expect(screen.getByRole("button", { name: "Play testimonials" })).toBeInTheDocument();
    expect(banner().querySelector("[aria-live]")).toHaveAttribute("aria-live", "polite");
    press("Play testimonials");
    wait(5000);
    expect(shown()).toBe(1);
  });
});
