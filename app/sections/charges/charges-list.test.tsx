import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { chargesIn } from "~/content/charges";

import { ChargesList } from "./charges-list";

const shown = await chargesIn("en");

describe("the /charges page body", () => {
  it("shows every published charge with its rule, each at an anchor the quote lines link to", () => {
    const { container } = render(<ChargesList {...shown} />);
    for (const c of shown.charges) {
      const item = container.querySelector(`#${c.id}`);
      expect(item).not.toBeNull();
      expect(item).toHaveTextContent(c.name);
      expect(item).toHaveTextContent(c.rule);
    }
    expect(screen.getAllByRole("listitem").length).toBe(shown.charges.length + shown.neverCharged.length);
  });
});
