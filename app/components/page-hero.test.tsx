import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { renderInEnglish as render } from "../../tests/places";
import { PageHero } from "./page-hero";

describe("PageHero", () => {
  it("puts the jump link to a part of the page first, before the other actions", () => {
    render(
      <PageHero title="Careers" jump={{ href: "#openings", label: "See openings" }} actions={<a href="/x">Other</a>} />,
    );
    const links = screen.getAllByRole("link");
    expect(links.map((a) => a.getAttribute("href"))).toEqual(["#openings", "/x"]);
    expect(links[0]).toHaveClass("btn-primary");
  });

  it("leaves out the actions row when there is nothing to put in it", () => {
    render(<PageHero title="Careers" />);
    const h1 = screen.getByRole("heading", { level: 1 });
    expect(h1.parentElement!.children).toHaveLength(1);
  });
});

describe("PageHero's right column", () => {
  const facts = [{ label: "Quote reply", value: "within 30 min" }];

  it("without a picture, holds the page's figures and proofs in one panel", () => {
    render(<PageHero title="Contact us" facts={facts} proofs={["gstin"]} />);
    const panel = screen.getByTestId("proof-panel");
    expect(panel).toHaveTextContent("Quote reply");
    expect(panel).toHaveTextContent("GSTIN");
    expect(screen.queryByTestId("hero-facts")).toBeNull();
  });

  it("with a picture and no proofs, keeps the figures under the intro and shows no panel", () => {
    render(<PageHero title="About us" image="about-team" facts={facts} />);
    expect(screen.getByTestId("hero-facts")).toHaveTextContent("Quote reply");
    expect(screen.queryByTestId("proof-panel")).toBeNull();
  });

  it("with a picture and proofs, sets the panel under the intro, in the text column beside the picture", () => {
    render(<PageHero title="About us" image="about-team" facts={facts} proofs={["gstin"]} />);
    const panel = screen.getByTestId("proof-panel");
    expect(panel).toHaveTextContent("Quote reply");
    expect(panel).toHaveTextContent("GSTIN");
    expect(screen.queryByTestId("hero-facts")).toBeNull();
    expect(panel.parentElement).toBe(screen.getByRole("heading", { level: 1 }).parentElement);
    expect(panel.parentElement).not.toContainElement(screen.getByRole("img"));
  });

  it("shows phones the picture only when the page carries its phone size inline", () => {
    const inline = { src: "data:image/avif;base64,AAAA", width: 800 };
    const { container, unmount } = render(<PageHero title="Patna" image="about-team" inline={inline} />);
    const narrow = container.querySelector('source[media="not all and (min-width: 1024px)"]');
    expect(narrow).toHaveAttribute("srcset", "data:image/avif;base64,AAAA 800w");
    expect(container.querySelector("img")!.closest(".hidden")).toBeNull();
    unmount();

    const without = render(<PageHero title="About us" image="about-team" />).container;
    expect(without.querySelector("img")!.closest(".hidden")).not.toBeNull();
  });
});
