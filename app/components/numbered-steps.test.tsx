import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { NumberedSteps } from "./numbered-steps";

const steps = [
  { title: "Pack", text: "Cartons and wrap.", outcome: "A packing list." },
  { title: "Move", text: "A closed truck.", outcome: "Daily updates." },
];

describe("NumberedSteps", () => {
  it("is an ordered list whose headings screen readers hear with their label and number", () => {
    render(<NumberedSteps steps={steps} label="Step" />);
    const items = within(screen.getByRole("list")).getAllByRole("listitem");
    expect(items).toHaveLength(2);
    expect(screen.getByRole("list").tagName).toBe("OL");
    expect(screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual([
      "Step 1: Pack",
      "Step 2: Move",
    ]);
  });

  it("hides the visible numbers from screen readers, and names headings plainly without a label", () => {
    const { container } = render(<NumberedSteps steps={steps} layout="beside" />);
    expect(screen.getAllByRole("heading").map((h) => h.textContent)).toEqual(["Pack", "Move"]);
    const numbers = [...container.querySelectorAll("[aria-hidden='true']")].map((n) => n.textContent);
    expect(numbers).toEqual(["1", "2"]);
  });

  it("shows a page's own marker in place of the badge, given each step's number", () => {
    const { container } = render(
      <NumberedSteps
        steps={steps}
        marker={(n, s) => <b aria-hidden="true">{`${String(n).padStart(2, "0")} ${s.title}`}</b>}
      />,
    );
    const markers = [...container.querySelectorAll("li > b")].map((n) => n.textContent);
    expect(markers).toEqual(["01 Pack", "02 Move"]);
    expect(container.querySelectorAll("li > span")).toHaveLength(0);
  });

  it("replaces the default classes of a part and keeps the others", () => {
    const { container } = render(<NumberedSteps steps={steps} classes={{ badge: "badge-x" }} />);
    const badge = container.querySelector("li > [aria-hidden='true']");
    expect(badge?.className).toBe("badge-x");
    expect(container.querySelector("ol")?.className).toContain("grid");
  });

  it("adds each step's footer under its text", () => {
    render(<NumberedSteps steps={steps} layout="beside" footer={(s) => <p>{s.outcome}</p>} />);
    const [first, second] = within(screen.getByRole("list")).getAllByRole("listitem");
    expect(first).toHaveTextContent("A packing list.");
    expect(second).toHaveTextContent("Daily updates.");
  });

  it("as a phone row, is a named list that the keyboard can reach and scroll", () => {
    render(<NumberedSteps steps={steps} row="Steps of the move" />);
    const list = screen.getByRole("list", { name: "Steps of the move" });
    expect(list.tagName).toBe("OL");
    expect(list).toHaveAttribute("tabindex", "0");
    expect(list).toHaveClass("max-sm:scroll-row");
  });

  it("without a row name, takes no tab stop", () => {
    render(<NumberedSteps steps={steps} />);
    expect(screen.getByRole("list")).not.toHaveAttribute("tabindex");
  });
});
