import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { renderInEnglish as render } from "../../tests/places";
import { visitor } from "../../tests/user";
import { FoldedParagraphs } from "./folded-paragraphs";

const paragraphs = ["First, always shown.", "Second, folded on phones.", "Third, folded on phones."];

describe("FoldedParagraphs", () => {
  it("shows the first paragraph and folds the rest behind 'Read more', which opens them", async () => {
    const { container } = render(<FoldedParagraphs paragraphs={paragraphs} />);
    const details = container.querySelector("details")!;
    expect(screen.getByText("First, always shown.").closest("details")).toBeNull();
    expect(details).toContainElement(screen.getByText("Second, folded on phones."));
    expect(details).toContainElement(screen.getByText("Third, folded on phones."));
    expect(details).not.toHaveAttribute("open");
    await visitor().click(screen.getByText("Read more"));
    expect(details).toHaveAttribute("open");
  });

  it("has nothing to fold when there is one paragraph", () => {
    const { container } = render(<FoldedParagraphs paragraphs={["Only one."]} />);
    expect(screen.getByText("Only one.")).toBeInTheDocument();
    expect(container.querySelector("details")).toBeNull();
  });
});
