import { render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

import { visitor } from "../../../tests/user";
import { RadioGroup } from "./radio-group";

const renderGroup = (look?: "chip" | "card" | "plain", value?: "tea" | "coffee") => {
  const onChange = vi.fn();
  render(
    <RadioGroup
      legend="Drink"
      name="drink"
      options={["tea", "coffee"] as const}
      value={value}
      onChange={onChange}
      labelOf={(o) => o.toUpperCase()}
      look={look}
    />,
  );
  return onChange;
};

describe("RadioGroup", () => {
  it("is a fieldset named by its legend with one radio per option, labelled by labelOf", () => {
    renderGroup();
    const group = screen.getByRole("group", { name: "Drink" });
    expect(
      within(group)
        .getAllByRole("radio")
        .map((r) => r.getAttribute("value")),
    ).toEqual(["tea", "coffee"]);
    expect(screen.getByRole("radio", { name: "COFFEE" })).toHaveAttribute("name", "drink");
  });

  it.each(["chip", "card", "plain"] as const)("in the %s look, checks the value and reports a choice", async (look) => {
    const onChange = renderGroup(look, "tea");
    expect(screen.getByRole("radio", { name: "TEA" })).toBeChecked();
    expect(screen.getByRole("radio", { name: "COFFEE" })).not.toBeChecked();
    await visitor().click(screen.getByText("COFFEE"));
    expect(onChange).toHaveBeenCalledWith("coffee");
  });

  it("draws chips over a transparent real input, and plain radios as native buttons", () => {
    renderGroup("chip");
    expect(screen.getByRole("radio", { name: "TEA" })).toHaveClass("opacity-0");
    document.body.innerHTML = "";
    renderGroup("plain");
    expect(screen.getByRole("radio", { name: "TEA" })).not.toHaveClass("opacity-0");
  });
});
