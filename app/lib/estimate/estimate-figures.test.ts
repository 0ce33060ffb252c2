/** The estimate's figures: every range equals the published price tables' cells it names. */
import { describe, expect, it } from "vitest";

import { citiesIn } from "~/content/cities";
import { places, roadKm } from "~/content/distances";
import {
  bikeClasses,
  bikeTable,
  carClasses,
  carTable,
  defenceTable,
  fineArtsTable,
  homeClasses,
  homeShiftingTable,
  warehousingTable,
} from "~/content/prices/bands";
import { bikeBands, distanceBands } from "~/content/prices/bands";
import { localShifting, nationalShifting } from "~/content/prices/local-national";
import type { Price, PriceTableData } from "~/content/prices/types";

import {
  addPrices,
  bandFor,
  EMPTY_INPUT,
  type Estimate,
  estimate,
  type EstimateInput,
  type MoveKind,
  NO_HOME,
} from ".";

const { branches: cities } = (await citiesIn("en")).content;

type Ready = Extract<Estimate, { status: "ready" }>;
function ready(input: EstimateInput): Ready {
  const e = estimate(input);
  if (e.status !== "ready") throw new Error(`not ready: ${JSON.stringify(input)} → ${JSON.stringify(e)}`);
  return e;
}

/** The published table's cell by row and column label. */
function cell(table: PriceTableData, row: string, column: string): Price {
  const r = table.rows.find((x) => x.label === row);
  const c = table.columns.indexOf(column);
  if (!r || c === -1) throw new Error(`no cell ${row} × ${column} in ${table.caption}`);
  return r.cells[c]!;
}

/**
 * The band label for a distance, worked out from the printed labels ("100–350 km", "Up to 400 km"),
 * independently of the code under test: fromKm < d ≤ toKm, the first band takes its lower edge,
 * and a distance outside the table takes the nearest band.
 */
function bandLabel(labels: readonly string[], km: number): string {
  const bounds = labels.map((l) => {
    const nums = l.replace(/,/g, "").match(/\d+/g)!.map(Number);
    return nums.length === 1 ? [0, nums[0]!] : [nums[0]!, nums[1]!];
  });
  if (km < bounds[0]![0]!) return labels[0]!;
  const i = bounds.findIndex(([lo, hi], idx) => km <= hi! && (km > lo! || idx === 0));
  return i === -1 ? labels[labels.length - 1]! : labels[i]!;
}

const pairs = places.flatMap((a) => places.filter((b) => b !== a).map((b) => [a.slug, b.slug] as const));
const nationalCity = (slug: string) => cities.find((c) => c.slug === slug)?.fromKolkata;
const isNationalRoute = (a: string, b: string) =>
  (a === "kolkata" && !!nationalCity(b)) || (b === "kolkata" && !!nationalCity(a));

describe("within a city: the local shifting table", () => {
  it.each(localShifting.columns)("%s: every line item and the total equal the published cells", (size) => {
    const e = ready({ kind: "local", size });
    const items = localShifting.rows.filter((r) => r.label !== "Total");
    expect(e.lines.map((l) => [l.label, l.price])).toEqual(
      items.map((r) => [r.label, cell(localShifting, r.label, size)]),
    );
    expect(e.lines.find((l) => l.label === "Handyman")?.price).toBe("As Actual");
    expect(e.total).toEqual(cell(localShifting, "Total", size));
    for (const l of e.lines) expect(l.cell).toBe(`${l.label} row, ${size} column`);
  });

  it("asks for a size first", () => {
    expect(estimate({ kind: "local" })).toEqual({ status: "incomplete", missing: ["home or office size"] });
  });
});

describe("between cities: Kolkata routes in the national table use its figures", () => {
  const destinations = cities.filter((c) => c.fromKolkata);

  it("every national row is reached by at least one branch city", () => {
    expect(new Set(destinations.map((c) => c.fromKolkata!.row))).toEqual(
      new Set(nationalShifting.rows.map((r) => r.label)),
    );
  });

  it.each(destinations.map((c) => [c.name, c.slug, c.fromKolkata!.row] as const))(
    "%s, both directions, every size and car",
    (_name, slug, row) => {
      for (const [from, to] of [
        ["kolkata", slug],
        [slug, "kolkata"],
      ] as const) {
        for (const size of ["1 BHK", "2 BHK", "3 BHK"]) {
          const e = ready({ kind: "between", from, to, size });
          expect(e.lines).toHaveLength(1);
          expect(e.lines[0]).toMatchObject({
            price: cell(nationalShifting, row, size),
            table: nationalShifting.caption,
            cell: `${row} row, ${size} column`,
          });
          expect(e.total).toEqual(cell(nationalShifting, row, size));
        }
        for (const car of carClasses) {
          const e = ready({ kind: "between", from, to, size: NO_HOME, car });
          expect(e.lines[0]!.price).toEqual(cell(nationalShifting, row, "Car"));
        }
        // 4+ BHK is not in the national table: the home distance table gives it.
        const villa = ready({ kind: "between", from, to, size: "4+ BHK/Villa" });
        expect(villa.lines[0]!.price).toEqual(
          cell(
            homeShiftingTable,
            bandLabel(
              homeShiftingTable.rows.map((r) => r.label),
              roadKm(from, to)!,
            ),
            "4+ BHK/Villa",
          ),
        );
      }
    },
  );

  it("adds household and car up: Kolkata to Delhi, 2 BHK and a sedan", () => {
    const e = ready({ kind: "between", from: "kolkata", to: "delhi", size: "2 BHK", car: "Sedan" });
    const home = cell(nationalShifting, "Delhi", "2 BHK") as { fixed: number };
    const car = cell(nationalShifting, "Delhi", "Car") as { min: number; max: number };
    expect(e.total).toEqual({ min: home.fixed + car.min, max: home.fixed + car.max });
  });
});

describe.each<[MoveKind, PriceTableData]>([
  ["between", homeShiftingTable],
  ["defence", defenceTable],
  ["fine-arts", fineArtsTable],
  ["warehousing", warehousingTable],
])("%s: household figures from its own distance table", (kind, table) => {
  it("every route × size equals the cell of its distance band, and every band × size is reached", () => {
    const seen = new Set<string>();
    const labels = table.rows.map((r) => r.label);
    for (const [from, to] of pairs) {
      if (kind === "between" && isNationalRoute(from, to)) continue;
      const band = bandLabel(labels, roadKm(from, to)!);
      for (const size of homeClasses) {
        const e = ready({ kind, from, to, size });
        expect(e.lines).toHaveLength(1);
        expect(e.lines[0]).toMatchObject({
          price: cell(table, band, size),
          table: table.caption,
          cell: `${band} row, ${size} column`,
        });
        expect(e.total).toEqual(cell(table, band, size));
        seen.add(`${band}|${size}`);
      }
    }
    expect(seen.size).toBe(table.rows.length * table.columns.length);
  });
});

describe("vehicles", () => {
  it("every car type × band equals the car table's cell, and every cell is reached", () => {
    const seen = new Set<string>();
    for (const [from, to] of pairs) {
      if (isNationalRoute(from, to)) continue;
      const band = bandLabel(carTable.columns, roadKm(from, to)!);
      for (const car of carClasses) {
        for (const kind of ["between", "defence"] as const) {
          const e = ready({ kind, from, to, size: NO_HOME, car });
          expect(e.lines[0]).toMatchObject({ price: cell(carTable, car, band), table: carTable.caption });
        }
        seen.add(`${car}|${band}`);
      }
    }
    expect(seen.size).toBe(carClasses.length * carTable.columns.length);
  });

  it("every bike class × band equals the bike table's cell (national routes too), and every cell is reached", () => {
    const seen = new Set<string>();
    for (const [from, to] of pairs) {
      const band = bandLabel(bikeTable.columns, roadKm(from, to)!);
      for (const bike of bikeClasses) {
        const e = ready({ kind: "between", from, to, size: NO_HOME, bike });
        expect(e.lines[0]).toMatchObject({
          price: cell(bikeTable, bike, band),
          table: bikeTable.caption,
          cell: `${bike} row, ${band} column`,
        });
        seen.add(`${bike}|${band}`);
      }
    }
    expect(seen.size).toBe(bikeClasses.length * bikeTable.columns.length);
  });

  it("adds home, car and bike into one range", () => {
    const e = ready({ kind: "between", from: "patna", to: "pune", size: "3 BHK", car: "SUV", bike: "Sports" });
    expect(e.lines.map((l) => l.label)).toEqual(["3 BHK household goods", "SUV car", "Sports bike"]);
    expect(e.total).toEqual(addPrices(e.lines.map((l) => l.price)));
    const ranges = e.lines.map((l) => l.price as { min: number; max: number });
    expect(e.total).toEqual({ min: ranges.reduce((s, r) => s + r.min, 0), max: ranges.reduce((s, r) => s + r.max, 0) });
  });

  it("are not offered for fine arts or warehousing", () => {
    const e = ready({ kind: "fine-arts", from: "patna", to: "pune", size: "1 BHK", car: "SUV", bike: "Sports" });
    expect(e.lines).toHaveLength(1);
    expect(estimate({ kind: "warehousing", from: "patna", to: "pune", size: NO_HOME })).toMatchObject({
      status: "incomplete",
    });
  });

  it("vehicles only needs a car or a bike", () => {
    expect(estimate({ kind: "between", from: "patna", to: "pune", size: NO_HOME })).toMatchObject({
      status: "incomplete",
    });
  });
});

describe("distance bands at their edges", () => {
  it.each([
    [0, 0, true],
    [99, 0, true],
    [100, 0, false],
    [350, 0, false],
    [351, 1, false],
    [750, 1, false],
    [751, 2, false],
    [2300, 4, false],
    [2301, 5, false],
    [3000, 5, false],
    [3001, 5, true],
  ])("household and car tables: %i km → band %i (outside: %s)", (km, index, outside) => {
    const b = bandFor(distanceBands, km, "distance");
    expect(b.index).toBe(index);
    expect(Boolean(b.note)).toBe(outside);
  });

  it.each([
    [0, 0, false],
    [400, 0, false],
    [401, 1, false],
    [1300, 2, false],
    [1301, 3, false],
    [1900, 3, false],
    [2500, 3, true],
  ])("bike table: %i km → band %i (outside: %s)", (km, index, outside) => {
    const b = bandFor(bikeBands, km, "bike");
    expect(b.index).toBe(index);
    expect(Boolean(b.note)).toBe(outside);
  });

  it("a route shorter than the first band uses it and says so", () => {
    const e = ready({ kind: "between", from: "delhi", to: "gurgaon", size: "1 BHK" });
    expect(e.distance!.km).toBeLessThan(100);
    expect(e.lines[0]!.price).toEqual(cell(homeShiftingTable, homeShiftingTable.rows[0]!.label, "1 BHK"));
    expect(e.distance!.notes.join(" ")).toMatch(/shorter/);
  });

  it("a bike beyond the bike table's last band uses it and says so", () => {
    const e = ready({ kind: "between", from: "guwahati", to: "mumbai", size: NO_HOME, bike: "100–150cc" });
    expect(e.distance!.km).toBeGreaterThan(1900);
    expect(e.distance!.notes.join(" ")).toMatch(/longer/);
  });
});

describe("the range the result leads with", () => {
  const ends = (p: Price) => (p === "As Actual" ? undefined : "fixed" in p ? { min: p.fixed, max: p.fixed } : p);

  it("is the total's own ends wherever the total is a range", () => {
    for (const size of localShifting.columns) {
      expect(ready({ kind: "local", size }).range).toEqual(cell(localShifting, "Total", size));
    }
    const e = ready({
      kind: "between",
      from: "patna",
      to: "pune",
      size: "4+ BHK/Villa",
      car: "Hatchback",
      bike: "Sports",
    });
    expect(e.range).toEqual(e.total);
    expect(ready({ kind: "between", from: "kolkata", to: "delhi", size: NO_HOME, car: "SUV" }).range).toEqual(
      cell(nationalShifting, "Delhi", "Car"),
    );
  });

  it("reaches from a national fixed figure (shared truck) to the route's home-table cell (own truck), and says so", () => {
    for (const c of cities.filter((x) => x.fromKolkata)) {
      for (const size of ["1 BHK", "2 BHK", "3 BHK"]) {
        const e = ready({ kind: "between", from: "kolkata", to: c.slug, size });
        const shared = cell(nationalShifting, c.fromKolkata!.row, size) as { fixed: number };
        const band = bandLabel(
          homeShiftingTable.rows.map((r) => r.label),
          roadKm("kolkata", c.slug)!,
        );
        const own = cell(homeShiftingTable, band, size) as { min: number; max: number };
        // The spec's figure stays the line and the total (what the office receives); the range only adds a top.
        expect(e.total).toEqual(shared);
        expect(e.range).toEqual({ min: shared.fixed, max: Math.max(shared.fixed, own.max) });
        expect(e.distance!.band!.label).toBe(band);
        expect(e.rangeNote).toContain(`${band} row, ${size} column`);
        // The total is the shared truck's, and says so; the notes the inventory quote repeats stay as they were.
        expect(e.totalNote).toMatch(/shared/);
        expect(e.notes.join(" ")).not.toContain("truck of your own");
      }
    }
  });

  it("adds a car to both ends, and always holds the total", () => {
    const e = ready({ kind: "between", from: "delhi", to: "kolkata", size: "2 BHK", car: "Sedan" });
    const car = cell(nationalShifting, "Delhi", "Car") as { min: number; max: number };
    const own = cell(homeShiftingTable, e.distance!.band!.label, "2 BHK") as { min: number; max: number };
    const home = cell(nationalShifting, "Delhi", "2 BHK") as { fixed: number };
    expect(e.range).toEqual({ min: home.fixed + car.min, max: own.max + car.max });
    for (const [from, to] of pairs.slice(0, 400)) {
      const r = ready({ kind: "between", from, to, size: "2 BHK", car: "Sedan" });
      const t = ends(r.total)!;
      expect(r.range.min).toBe(t.min);
      expect(r.range.max).toBeGreaterThanOrEqual(t.max);
    }
  });
});

describe("form state", () => {
  it("is incomplete until the route and size are chosen, and says so for the same city twice", () => {
    expect(estimate(EMPTY_INPUT)).toEqual({ status: "empty" });
    expect(estimate({ kind: "between", size: "1 BHK" })).toEqual({
      status: "incomplete",
      missing: ["moving from", "moving to"],
    });
    expect(estimate({ kind: "defence", from: "patna", to: "patna", size: "1 BHK" })).toEqual({ status: "same-place" });
  });
});
