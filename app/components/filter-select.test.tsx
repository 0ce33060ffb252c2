import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

import { visitor } from "../../tests/user";
import { FilterSelect } from "./filter-select";

describe("FilterSelect", () => {
  it("is a labelled select that starts with an empty 'all' option and reports the chosen value", async () => {
    const onChange = vi.fn();
    render(
      <FilterSelect
        name="location"
        label="Where"
        allLabel="Anywhere"
        options={[
          { value: "Delhi", label: "Delhi" },
          { value: "Mumbai", label: "Mumbai" },
        ]}
        value=""
        onChange={onChange}
      />,
    );
    const select = screen.getByRole("combobox", { name: "Where" });
    expect([...(select as HTMLSelectElement).options].map((o) => o.value)).toEqual(["", "Delhi", "Mumbai"]);
    expect(select).toHaveValue("");
    await visitor().selectOptions(select, "Mumbai");
    expect(onChange).toHaveBeenCalledWith("Mumbai");
  });

  it("shows each option's label but keeps the English value (a translated page)", async () => {
    const onChange = vi.fn();
    render(
      <FilterSelect
        name="location"
        label="शहर"
        allLabel="सभी शहर"
        options={[
          { value: "Delhi", label: "दिल्ली" },
          { value: "Mumbai", label: "मुंबई" },
        ]}
        value=""
        onChange={onChange}
      />,
    );
    const select = screen.getByRole("combobox", { name: "शहर" }) as HTMLSelectElement;
    expect([...select.options].map((o) => [o.value, o.textContent])).toEqual([
      ["", "सभी शहर"],
      ["Delhi", "दिल्ली"],
      ["Mumbai", "मुंबई"],
    ]);
    await visitor().selectOptions(select, "मुंबई");
    expect(onChange).toHaveBeenCalledWith("Mumbai");
  });
});
