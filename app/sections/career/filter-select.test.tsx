import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";

import { FilterSelect } from "./filter-select";

describe("FilterSelect", () => {
  it("is a labelled select that starts with an empty 'all' option and reports the chosen value", async () => {
    const onChange = vi.fn();
    render(
      <FilterSelect
        name="location"
        label="Where"
        allLabel="Anywhere"
        options={["Delhi", "Mumbai"]}
        value=""
        onChange={onChange}
      />,
    );
    const select = screen.getByRole("combobox", { name: "Where" });
    expect([...(select as HTMLSelectElement).options].map((o) => o.value)).toEqual(["", "Delhi", "Mumbai"]);
    expect(select).toHaveValue("");
    await userEvent.selectOptions(select, "Mumbai");
    expect(onChange).toHaveBeenCalledWith("Mumbai");
  });
});
