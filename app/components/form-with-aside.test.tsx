import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { FormWithAside } from "./form-with-aside";

const renderIt = (surface?: boolean) =>
  render(
    <FormWithAside
      id="apply"
      surface={surface}
      form={<form aria-label="Apply" />}
      asideId="apply-next"
      asideTitle="Next steps"
      note="A note."
    >
      <ol>
        <li>One</li>
      </ol>
    </FormWithAside>,
  );

describe("FormWithAside", () => {
  it("puts the form and a panel named by its heading, holding the list and the note, in the jump target", () => {
    const { container } = renderIt();
    const target = container.querySelector("#apply")!;
    expect(within(target as HTMLElement).getByRole("form", { name: "Apply" })).toBeInTheDocument();
    const panel = screen.getByRole("complementary", { name: "Next steps" });
    expect(target).toContainElement(panel);
    expect(within(panel).getByRole("listitem")).toBeInTheDocument();
    expect(panel.lastElementChild).toHaveTextContent("A note.");
  });

  it("sits on the page's grey background only when asked", () => {
    expect(renderIt().container.firstElementChild).not.toHaveClass("bg-surface");
    expect(renderIt(true).container.firstElementChild).toHaveClass("bg-surface");
  });
});
