import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

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
