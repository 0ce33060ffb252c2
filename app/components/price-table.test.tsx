import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { priceTablesIn } from "~/content/prices/tables";
import { formatPrice, type PriceTableData } from "~/content/prices/types";

import { renderInEnglish as render } from "../../tests/places";
import { PriceTable } from "./price-table";

const { tables } = await priceTablesIn("en");
const localShifting = tables["local-shifting"];
const nationalShifting = tables["national-shifting"];

/** A table's rows as a reader sees them: the header row, then each row's label and prices. */
const expectedRows = (t: PriceTableData) => [
  [t.rowHeader, ...t.columns.map((c) => c.label)],
  ...t.rows.map((r) => [r.label, ...r.cells.map(formatPrice)]),
];

/** The rendered table as text rows: header row first, then one row per body row. */
function renderedRows(table: HTMLElement) {
  return within(table)
    .getAllByRole("row")
    .map((row) => Array.from(row.querySelectorAll("th, td")).map((cell) => (cell.textContent ?? "").trim()));
}

describe.each([
  { name: "local shifting", data: localShifting },
  { name: "national shifting from Kolkata", data: nationalShifting },
])("PriceTable: $name", ({ data }) => {
  it("renders exactly the table's rows, columns and figures", () => {
    render(<PriceTable table={data} />);
    expect(renderedRows(screen.getByRole("table"))).toEqual(expectedRows(data));
  });

  it("is a real table with a caption saying the prices are approximate, and scoped headers", () => {
    render(<PriceTable table={data} />);
    const table = screen.getByRole("table", { name: /approximate/i });
    const cols = within(table).getAllByRole("columnheader");
    const rows = within(table).getAllByRole("rowheader");
    expect(cols).toHaveLength(data.columns.length + 1);
    cols.forEach((th) => expect(th).toHaveAttribute("scope", "col"));
    expect(rows).toHaveLength(data.rows.length);
    rows.forEach((th) => expect(th).toHaveAttribute("scope", "row"));
  });
});

describe("what a price covers", () => {
  it("every published table says what its price pays for, and the two that price Kolkata → Delhi say why they differ", () => {
    for (const t of Object.values(tables)) expect(t.covers, t.caption).toMatch(/\w{3,}/);
    expect(nationalShifting.covers).toMatch(/shared truck/);
    expect(tables["home-shifting"].covers).toMatch(/dedicated truck/);
  });

  it("prints it under the table", () => {
    render(<PriceTable table={nationalShifting} />);
    expect(screen.getByText("Price covers:").parentElement).toHaveTextContent(nationalShifting.covers!);
  });
});
