import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

import { testimonialsIn } from "~/content/testimonials";
import { fakeIntersectionObserver, preferReducedMotion } from "~/hooks/testing/view";

import { renderInEnglish } from "../../../tests/places";
import { RevealingTestimonialCard } from "./revealing-testimonial-card";

const testimonials = await testimonialsIn("en");

function renderCard(index: number) {
  const Card = () => <RevealingTestimonialCard testimonial={testimonials[index]!} index={index} />;
  renderInEnglish(<Card />);
  return screen.findByRole("figure");
}

/** The card's transition delay, in seconds. */
const delay = (card: HTMLElement) => Number(/^([\d.]+)s$/.exec(card.style.transitionDelay)?.[1]);

afterEach(() => vi.unstubAllGlobals());

describe("RevealingTestimonialCard", () => {
  it("waits 30 px down and transparent off screen, then fades and slides in once: 0.4 s, 0.05 s more per index", async () => {
    const { enter } = fakeIntersectionObserver();
    const card = await renderCard(29);
    expect(card).toHaveAttribute("data-reveal", "waiting");
    expect(card).toHaveClass("opacity-0", "translate-y-7.5");
    enter();
    expect(card).toHaveAttribute("data-reveal", "revealed");
    expect(card).toHaveClass("opacity-100", "translate-y-0", "duration-400");
    expect(delay(card)).toBeCloseTo(1.45, 6);
    enter();
    expect(card).toHaveAttribute("data-reveal", "revealed");
  });

  it("delays each card by its index", async () => {
    const { enter } = fakeIntersectionObserver();
    const card = await renderCard(4);
    enter();
    expect(delay(card)).toBeCloseTo(0.2, 6);
  });

  it("stays in its final state, never armed, for a visitor who prefers reduced motion", async () => {
    fakeIntersectionObserver();
    preferReducedMotion();
    const card = await renderCard(29);
    expect(card).toHaveAttribute("data-reveal", "static");
    expect(card).not.toHaveClass("opacity-0");
  });
});
