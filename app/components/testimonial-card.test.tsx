import { screen } from "@testing-library/react";
import type { ReactElement } from "react";
import { describe, expect, it } from "vitest";

import type { Review } from "~/content/testimonials";

import { renderInEnglish } from "../../tests/places";
import { TestimonialCard } from "./testimonial-card";

const review: Review = {
  name: "Asha Rao",
  city: "Pune",
  service: "/home-shifting",
  text: "Everything arrived in one piece.",
  date: "2025-02",
  move: "2 BHK, Pune → Nagpur",
};

const renderAt = (element: ReactElement) => renderInEnglish(element);

describe("TestimonialCard", () => {
  it("shows the quoted review, the reviewer and the city as a figure", () => {
    renderAt(<TestimonialCard testimonial={review} />);
    const card = screen.getByRole("figure");
    expect(card.querySelector("blockquote")).toHaveTextContent("“Everything arrived in one piece.”");
    expect(card.querySelector("figcaption")).toHaveTextContent(/^Asha RaoPune/);
    // The review's context: what moved and when.
    expect(screen.getByTestId("review-move")).toHaveTextContent("2 BHK, Pune → Nagpur");
    expect(screen.getByTestId("review-move").querySelector("time")).toHaveAttribute("dateTime", "2025-02");
    expect(screen.queryByRole("link")).toBeNull();
  });

  it("links the reviewed service only when asked and only when it is a known service", () => {
    const { unmount } = renderAt(<TestimonialCard testimonial={review} linkService />);
    expect(screen.getByRole("link", { name: "Home Shifting" })).toHaveAttribute("href", "/home-shifting");
    unmount();
    renderAt(<TestimonialCard testimonial={{ ...review, service: "/no-such-service" }} linkService />);
    expect(screen.queryByRole("link")).toBeNull();
  });

  it("passes figure props through, for an entrance animation", () => {
    renderAt(<TestimonialCard testimonial={review} data-reveal="waiting" className="opacity-0" />);
    const card = screen.getByRole("figure");
    expect(card).toHaveAttribute("data-reveal", "waiting");
    expect(card).toHaveClass("opacity-0", "rounded-xl");
  });
});
