// @vitest-environment node
import { join } from "node:path";

import { describe, expect, it } from "vitest";

import { problemWithEdit } from "../../../tests/edited-content";


interface Line {
  id: string;
  label: string;
  fromKm?: number;
  toKm?: number;
  cells?: unknown[];
}
interface Table {
  id: string;
  columns: Line[];
  rows: Line[];
}

describe("a price table file that breaks a rule", () => {
  /** The message of reading a copy of the content folder whose English prices file `edit` changed. */
  const problemWith = (edit: (tables: Table[]) => void) =>
    problemWithEdit<{ tables: Table[] }>("prices", (json) => edit(json.tables));
  const national = (tables: Table[]) => tables.find((t) => t.id === "national-shifting")!;
  const home = (tables: Table[]) => tables.find((t) => t.id === "home-shifting")!;
  const nationalAt = (tables: Table[]) => tables.indexOf(national(tables));

  it("names the file and the cell of a price that is not whole rupees above 0", async () => {
    let at = 0;
    const message = await problemWith((tables) => {
      at = nationalAt(tables);
      national(tables).rows[0]!.cells![1] = { fixed: 0 };
    });
    expect(message).toContain(join("en", "prices.json"));
    expect(message).toContain(`tables[${at}].rows[0].cells[1].fixed: a price above ₹0`);
    expect(await problemWith((tables) => (national(tables).rows[0]!.cells![1] = { fixed: 24000.5 }))).toContain(
      `tables[${at}].rows[0].cells[1].fixed: a whole number of rupees`,
    );
  });

  it("refuses a range whose low end is above its high end", async () => {
    const message = await problemWith((tables) => (national(tables).rows[2]!.cells![3] = { min: 11500, max: 9500 }));
    expect(message).toMatch(/tables\[\d\]\.rows\[2\]\.cells\[3\]\.max: the low end \(₹11500\) is above the high end/);
  });

  it("refuses a cell that is no price, and a row without a price for every column", async () => {
    expect(await problemWith((tables) => (national(tables).rows[0]!.cells![0] = "15500"))).toMatch(
      /rows\[0\]\.cells\[0\]: a price: \{"min": rupees, "max": rupees\}/,
    );
    expect(await problemWith((tables) => national(tables).rows[1]!.cells!.pop())).toMatch(
      /rows\[1\]\.cells: 4 prices for the table's 5 columns/,
    );
  });

  it("refuses distance bands out of order or with a gap", async () => {
    expect(await problemWith((tables) => (home(tables).rows[1]!.toKm = 300))).toMatch(
      /rows\[1\]\.toKm: a band ends after it starts: 300 km is not above 350 km/,
    );
    expect(await problemWith((tables) => (home(tables).rows[2]!.fromKm = 800))).toMatch(
      /rows\[2\]\.fromKm: a band starts where the one before it ends \(750 km\), not at 800 km/,
    );
  });

  it("refuses a file without a table the site shows, and a route row naming no branch city", async () => {
    expect(await problemWith((tables) => tables.splice(tables.indexOf(home(tables)), 1))).toContain(
      "tables: the site shows a table 'home-shifting': it is missing",
    );
    expect(
      await problemWith((tables) => ((national(tables).rows[0] as Line & { cities: string[] }).cities = ["atlantis"])),
    ).toMatch(/rows\[0\]\.cities\[0\]: 'atlantis' is none of 'ahmedabad'/);
  });

  it("refuses a city whose route two rows of a table price", async () => {
    const message = await problemWith((tables) => {
      const [first, second] = national(tables).rows as (Line & { cities: string[] })[];
      second!.cities = [...second!.cities, first!.cities[0]!];
    });
    expect(message).toMatch(/rows\[1\]\.cities\[\d\]: 'delhi' is priced by rows\[0\] too/);
  });

  it("refuses an id used twice", async () => {
    expect(await problemWith((tables) => (national(tables).rows[1]!.id = "delhi"))).toMatch(
      /rows\[1\]\.id: the id 'delhi' is used twice/,
    );
    expect(await problemWith((tables) => (tables[1]!.id = tables[0]!.id))).toContain(
      "tables[1].id: the id 'local-shifting' is used twice",
    );
  });
});
