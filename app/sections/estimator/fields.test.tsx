import { fireEvent, render as renderAlone, screen } from "@testing-library/react";
import type { ReactElement, ReactNode } from "react";
import { createRoutesStub } from "react-router";
import { describe, expect, it, vi } from "vitest";

import { estimatorIn, sectionWordsOf } from "~/content/estimator";

import { placesOf, underLayout } from "../../../tests/places";
import { visitor } from "../../../tests/user";
import { type EstimatorTables, EstimatorTablesProvider } from "./estimator-tables";
import { DateField, Field, FromToFields, NumberField, SelectField } from "./fields";

// The fields read only the estimator's words of what the page's loader gives.
const words = { words: sectionWordsOf(await estimatorIn("en")) } as EstimatorTables;
const wrapper = ({ children }: { children: ReactNode }) => (
  <EstimatorTablesProvider value={words}>{children}</EstimatorTablesProvider>
);
const render = (ui: ReactElement) => renderAlone(ui, { wrapper });

const options = [
  { value: "kol", label: "Kolkata" },
  { value: "pat", label: "Patna" },
];

describe("estimator fields", () => {
  it("reports the chosen value, and undefined for the empty first option", async () => {
    const onChange = vi.fn();
    render(<SelectField label="From" value="kol" onChange={onChange} placeholder="Choose" options={options} />);
    const select = screen.getByRole("combobox", { name: "From" });
    expect(select).toHaveValue("kol");
    await visitor().selectOptions(select, "Patna");
    expect(onChange).toHaveBeenLastCalledWith("pat");
    await visitor().selectOptions(select, "Choose");
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

  it("FromToFields reports each end as its own patch and offers the offices' cities", async () => {
    const onChange = vi.fn();
    const { routes, hydrationData } = underLayout(await placesOf(), [
      {
        path: "/",
        Component: () => <FromToFields from={undefined} to={undefined} onChange={onChange} placeholder="Choose" />,
      },
    ]);
    const Stub = createRoutesStub(routes);
    render(<Stub initialEntries={["/"]} hydrationData={hydrationData} />);
    const from = screen.getByRole("combobox", { name: "Moving from" });
    const to = screen.getByRole("combobox", { name: "Moving to" });
    expect((from as HTMLSelectElement).options.length).toBeGreaterThan(1);
    const city = (from as HTMLSelectElement).options[1]!;
    await visitor().selectOptions(from, city.value);
    expect(onChange).toHaveBeenLastCalledWith({ from: city.value });
    await visitor().selectOptions(to, city.value);
    expect(onChange).toHaveBeenLastCalledWith({ to: city.value });
  });

  it("DateField keeps days before min out, and clearing it reports undefined", () => {
    const onChange = vi.fn();
    const { container } = render(
      <DateField value="2026-12-01" min="2026-11-23" onChange={onChange} hint="Not priced." />,
    );
    const input = container.querySelector("input[type=date]")!;
    // Its label and the note that it is optional read as two words, not one.
    const { date, optional } = words.words.fields;
    expect(container.querySelector(`label[for="${input.id}"]`)).toHaveTextContent(`${date} ${optional}`);
    expect(input).toHaveAttribute("min", "2026-11-23");
    expect(input).toHaveAccessibleDescription("Not priced.");
    fireEvent.change(input, { target: { value: "" } });
    expect(onChange).toHaveBeenLastCalledWith(undefined);
  });

  it("Field labels its control by id and describes it by the hint only when there is one", () => {
    const { rerender } = render(
      <Field label="Floor">{({ id, hintId }) => <input id={id} aria-describedby={hintId} />}</Field>,
    );
    expect(screen.getByLabelText("Floor")).not.toHaveAttribute("aria-describedby");
    rerender(
      <Field label="Floor" hint="Ground is 0.">
        {({ id, hintId }) => <input id={id} aria-describedby={hintId} />}
      </Field>,
    );
    expect(screen.getByLabelText("Floor")).toHaveAccessibleDescription("Ground is 0.");
  });

  it("NumberField keeps whole numbers between 0 and max, and shows 0 as empty", () => {
    const onChange = vi.fn();
    render(<NumberField label="Days" value={0} max={90} onChange={onChange} />);
    const input = screen.getByRole("spinbutton", { name: "Days" });
    expect(input).toHaveValue(null);
    for (const [typed, got] of [
      ["120", 90],
      ["-3", 0],
      ["4.7", 4],
    ] as const) {
      fireEvent.change(input, { target: { value: typed } });
      expect(onChange).toHaveBeenLastCalledWith(got);
    }
  });
});
