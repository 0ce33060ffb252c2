import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";

import { SelectField } from "./select-field";

const options = [
  { value: "kol", label: "Kolkata" },
  { value: "pat", label: "Patna" },
];

describe("SelectField", () => {
  it("reports the chosen value, and undefined for the empty first option", async () => {
    const onChange = vi.fn();
    render(<SelectField label="From" value="kol" onChange={onChange} placeholder="Choose" options={options} />);
    const select = screen.getByRole("combobox", { name: "From" });
    expect(select).toHaveValue("kol");
    await userEvent.selectOptions(select, "Patna");
    expect(onChange).toHaveBeenLastCalledWith("pat");
    await userEvent.selectOptions(select, "Choose");
    expect(onChange).toHaveBeenLastCalledWith(undefined);
  });

  it("marks an optional question and describes the select by its hint", () => {
    render(
      <SelectField
        label="Car"
        optional
        hint="By size."
        value={undefined}
        onChange={() => {}}
        placeholder="No car"
        options={options}
      />,
    );
    const select = screen.getByRole("combobox", { name: /^Car/ });
    expect(select).toHaveValue("");
    expect(select).toHaveAccessibleName(/optional/);
    expect(select).toHaveAccessibleDescription("By size.");
  });
});
