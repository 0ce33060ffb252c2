import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";

import { site } from "~/config/site";

import { renderInHindi } from "../../tests/locale-page";
import { renderInEnglish as render } from "../../tests/places";
import { stringsOf } from "../../tests/words";
import { RatingBasis } from "./rating-basis";

const configured = site.rating.sourceUrl;
afterEach(() => {
  site.rating.sourceUrl = configured;
});

const hindiNewTab = (await stringsOf("hi")).newTab;

const inHindi = () => renderInHindi(<RatingBasis />);

describe("RatingBasis", () => {
  it("names the reviews and their source, as plain text when no review page is configured", () => {
    site.rating.sourceUrl = "";
    const { container } = render(<RatingBasis />);
    const count = new Intl.NumberFormat("en-IN").format(site.rating.reviewCount);
    expect(container.textContent).toBe(`from ${count} reviews on ${site.rating.source}`);
    expect(screen.queryByRole("link")).toBeNull();
  });

  it("links the source to the configured review page, opening in a new tab", () => {
    site.rating.sourceUrl = "https://g.page/r/example-movers";
    const { container } = render(<RatingBasis />);
    const link = screen.getByRole("link");
    // jsdom's name computation drops the space before the screen-reader note; a browser's keeps it.
    expect(link.textContent).toBe(`${site.rating.source} (opens in a new tab)`);
    expect(link).toHaveAttribute("href", "https://g.page/r/example-movers");
    expect(link).toHaveAttribute("target", "_blank");
    expect(link.getAttribute("rel")).toMatch(/\bnoopener\b/);
    // The sentence reads the same as without the link, apart from the new-tab note.
    expect(container.textContent).toMatch(new RegExp(`reviews on ${site.rating.source} \\(opens in a new tab\\)$`));
  });

  it("puts the source where Hindi says it, linked or not", () => {
    site.rating.sourceUrl = "";
    const plain = inHindi();
    expect(plain.container.textContent).toMatch(new RegExp(`^${site.rating.source} पर .+ रिव्यू के आधार पर$`));
    plain.unmount();
    site.rating.sourceUrl = "https://g.page/r/example-movers";
    inHindi();
    const link = screen.getByRole("link");
    expect(link.textContent).toBe(`${site.rating.source} ${hindiNewTab}`);
    expect(link).toHaveAttribute("href", "https://g.page/r/example-movers");
  });
});
