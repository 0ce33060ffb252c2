import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { chargesIn } from "~/content/charges";
import { readContent } from "~/content/read";

import { ChargesList } from "./charges-list";

const shown = await chargesIn("en");
const words = await readContent("charges-page", "en");

describe("the /charges page body", () => {
  it("shows every published charge with its rule, each at an anchor the quote lines link to", () => {
    const { container } = render(<ChargesList words={words} {...shown} />);
    for (const c of shown.charges) {
      const item = container.querySelector(`#${c.id}`);
      expect(item).not.toBeNull();
      expect(item).toHaveTextContent(c.name);
      expect(item).toHaveTextContent(c.rule);
    }
    expect(screen.getAllByRole("listitem").length).toBe(shown.charges.length + shown.neverCharged.length);
  });

  it("heads each group of charges with its words, in the order a bill meets them", () => {
    render(<ChargesList words={words} {...shown} />);
    expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual([
      words.groups.quoted.title,
      words.groups["on-the-day"].title,
      words.groups["at-actual"].title,
      words.never,
    ]);
  });
});
