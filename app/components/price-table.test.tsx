import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { localShifting, nationalShifting } from "~/content/prices/local-national";

import { PriceTable } from "./price-table";

// The spec's tables (SPEC §9 "Indicative prices"), copied as printed there. The site prints ranges with an
// en dash (800–1,500); the spec's hyphen is the same range, so cells are compared with dashes unified.
const SPEC_LOCAL = `
| Item | 1 BHK | 2 BHK | 3 BHK | Office |
| Transport | 800-1,500 | 1,800-2,800 | 3,000-3,400 | 6,000-8,500 |
| Packing | 2,200-3,400 | 3,300-4,500 | 4,600-5,900 | 3,000-4,600 |
| Unpacking | 700-900 | 1,000-1,400 | 1,800-2,000 | 2,600-3,600 |
| Labour | 900-1,600 | 2,000-3,000 | 3,300-5,500 | 3,400-5,800 |
| Handyman | As Actual | As Actual | As Actual | As Actual |
| Total | 4,600-7,400 | 8,100-11,700 | 12,700-16,800 | 15,000-22,500 |`;

const SPEC_NATIONAL = `
| To | 1 BHK | 2 BHK | 3 BHK | Office | Car |
| Delhi | 15,500 | 24,000 | 34,000 | 8,000-10,000 | 7,500-12,500 |
| Mumbai/Pune | 18,000 | 28,000 | 36,000 | 9,000-10,500 | 9,500-18,500 |
| Bangalore | 19,500 | 28,500 | 35,500 | 9,500-11,500 | 10,500-22,000 |
| Ranchi | 11,000 | 14,000 | 19,500 | 6,000-9,000 | 6,000-9,000 |
| Chennai | 19,500 | 28,000 | 35,000 | 9,000-11,500 | 10,000-21,000 |
| Ahmedabad | 16,000 | 27,000 | 38,000 | 12,000-16,000 | 11,000-26,000 |`;

const parse = (md: string) =>
  md
    .trim()
    .split("\n")
    .map((line) =>
      line
        .split("|")
        .slice(1, -1)
        .map((c) => c.trim()),
    );

/** The rendered table as text rows: header row first, then one row per body row. */
function renderedRows(table: HTMLElement) {
  return within(table)
    .getAllByRole("row")
    .map((row) =>
      Array.from(row.querySelectorAll("th, td")).map((cell) => (cell.textContent ?? "").trim().replace(/–/g, "-")),
    );
}

describe.each([
  { name: "local shifting", data: localShifting, spec: SPEC_LOCAL },
  { name: "national shifting from Kolkata", data: nationalShifting, spec: SPEC_NATIONAL },
])("PriceTable: $name", ({ data, spec }) => {
  it("renders exactly the spec's rows, columns and figures", () => {
    render(<PriceTable table={data} />);
    expect(renderedRows(screen.getByRole("table"))).toEqual(parse(spec));
  });

  it("is a real table with a caption saying the prices are approximate, and scoped headers", () => {
    render(<PriceTable table={data} />);
    const table = screen.getByRole("table", { name: /approximate/i });
    const cols = within(table).getAllByRole("columnheader");
    const rows = within(table).getAllByRole("rowheader");
    expect(cols).toHaveLength(parse(spec)[0]!.length);
    cols.forEach((th) => expect(th).toHaveAttribute("scope", "col"));
    expect(rows).toHaveLength(parse(spec).length - 1);
    rows.forEach((th) => expect(th).toHaveAttribute("scope", "row"));
  });
});

describe("what a price covers", () => {
  it("every published table says what its price pays for, and the two that price Kolkata → Delhi say why they differ", async () => {
    const { bikeTable, carTable, defenceTable, fineArtsTable, homeShiftingTable, warehousingTable } =
      await import("~/content/prices/bands");
    const tables = [
      localShifting,
      nationalShifting,
      homeShiftingTable,
      warehousingTable,
      defenceTable,
      fineArtsTable,
      carTable,
      bikeTable,
    ];
    for (const t of tables) expect(t.covers, t.caption).toMatch(/\w{3,}/);
    expect(nationalShifting.covers).toMatch(/shared truck/);
    expect(homeShiftingTable.covers).toMatch(/dedicated truck/);
  });

  it("prints it under the table", () => {
    render(<PriceTable table={nationalShifting} />);
    expect(screen.getByText("Price covers:").parentElement).toHaveTextContent(nationalShifting.covers!);
  });
});
