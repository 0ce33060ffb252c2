/** The estimate's figures: every range equals the published price tables' cells it names. */
import { describe, expect, it } from "vitest";

import { roadKm as roadKmIn } from "~/content/distances";
import { estimatorIn } from "~/content/estimator";
import { priceTablesIn } from "~/content/prices/tables";
import type { Price, PriceLine, PriceTableData } from "~/content/prices/types";

import { offeredPlacesOf } from "../../../tests/places";
import {
  addPrices,
  bandFor,
  EMPTY_INPUT,
  type Estimate,
  estimate as estimateWith,
  type EstimateInput,
  type MoveKind,
  NO_HOME,
} from ".";

const { tables } = await priceTablesIn("en");
const { lines } = await estimatorIn("en");
const localShifting = tables["local-shifting"];
const nationalShifting = tables["national-shifting"];
const homeShiftingTable = tables["home-shifting"];
const carTable = tables.car;
const bikeTable = tables.bike;
const ids = (lines: readonly PriceLine[]) => lines.map((l) => l.id);
const carClasses = ids(carTable.rows);
const bikeClasses = ids(bikeTable.rows);
const distanceBands = homeShiftingTable.rows as Required<PriceLine>[];
const bikeBands = bikeTable.columns as Required<PriceLine>[];
const places = await offeredPlacesOf();
const roadKm = (from: string, to: string) => roadKmIn(places, from, to);
const estimate = (input: EstimateInput) => estimateWith(input, tables, places, lines);

type Ready = Extract<Estimate, { status: "ready" }>;
function ready(input: EstimateInput): Ready {
  const e = estimate(input);
  if (e.status !== "ready") throw new Error(`not ready: ${JSON.stringify(input)} → ${JSON.stringify(e)}`);
  return e;
}

/** The published table's cell by row and column id. */
function cell(table: PriceTableData, row: string, column: string): Price {
  const r = table.rows.find((x) => x.id === row);
  const c = table.columns.findIndex((x) => x.id === column);
  if (!r || c === -1) throw new Error(`no cell ${row} × ${column} in ${table.caption}`);
  return r.cells[c]!;
}

/** A line's label by its id. */
const label = (lines: readonly PriceLine[], id: string) => lines.find((l) => l.id === id)!.label;

/**
 * The band for a distance, worked out from the bands' ends independently of the code under test: fromKm < d ≤ toKm,
 * the first band takes its lower edge, and a distance outside the table takes the nearest band.
 */
function bandOf(lines: readonly PriceLine[], km: number): string {
  const bands = lines as Required<PriceLine>[];
  if (km < bands[0]!.fromKm) return bands[0]!.id;
  const i = bands.findIndex((b, idx) => km <= b.toKm && (km > b.fromKm || idx === 0));
  return i === -1 ? bands[bands.length - 1]!.id : bands[i]!.id;
}

const pairs = places.flatMap((a) => places.filter((b) => b !== a).map((b) => [a.slug, b.slug] as const));
/** The national row of a city, by the cities it names. */
const nationalRow = (slug: string) => nationalShifting.rows.find((r) => r.cities?.includes(slug));
const isNationalRoute = (a: string, b: string) =>
  (a === "kolkata" && !!nationalRow(b)) || (b === "kolkata" && !!nationalRow(a));
const nationalCities = places.filter((p) => nationalRow(p.slug));

describe("within a city: the local shifting table", () => {
  it.each(ids(localShifting.columns))("%s: every line item and the total equal the published cells", (size) => {
    const e = ready({ kind: "local", size });
    const items = localShifting.rows.filter((r) => r.id !== "total");
    expect(e.lines.map((l) => [l.label, l.price])).toEqual(
      items.map((r) => [r.label, cell(localShifting, r.id, size)]),
    );
    expect(e.lines.find((l) => l.label === label(localShifting.rows, "handyman"))?.price).toBe("As Actual");
    expect(e.total).toEqual(cell(localShifting, "total", size));
    for (const l of e.lines) expect(l.cell).toBe(`${l.label} row, ${label(localShifting.columns, size)} column`);
  });

  it("asks for a size first", () => {
    expect(estimate({ kind: "local" })).toEqual({ status: "incomplete", missing: ["home or office size"] });
  });
});

describe("between cities: Kolkata routes in the national table use its figures", () => {
  it("every national row is reached by at least one place", () => {
    expect(new Set(nationalCities.map((c) => nationalRow(c.slug)!.id))).toEqual(new Set(ids(nationalShifting.rows)));
  });

  it.each(nationalCities.map((c) => [c.name, c.slug, nationalRow(c.slug)!.id] as const))(
    "%s, both directions, every size and car",
    (_name, slug, row) => {
      for (const [from, to] of [
        ["kolkata", slug],
        [slug, "kolkata"],
      ] as const) {
        for (const size of ["1-bhk", "2-bhk", "3-bhk"]) {
          const e = ready({ kind: "between", from, to, size });
          expect(e.lines).toHaveLength(1);
          expect(e.lines[0]).toMatchObject({
            price: cell(nationalShifting, row, size),
            table: nationalShifting.caption,
            cell: `${label(nationalShifting.rows, row)} row, ${label(nationalShifting.columns, size)} column`,
          });
          expect(e.total).toEqual(cell(nationalShifting, row, size));
        }
        for (const car of carClasses) {
          const e = ready({ kind: "between", from, to, size: NO_HOME, car });
          expect(e.lines[0]!.price).toEqual(cell(nationalShifting, row, "car"));
        }
        // 4+ BHK is not in the national table: the home distance table gives it.
        const villa = ready({ kind: "between", from, to, size: "4-bhk-villa" });
        expect(villa.lines[0]!.price).toEqual(
          cell(homeShiftingTable, bandOf(homeShiftingTable.rows, roadKm(from, to)!), "4-bhk-villa"),
        );
      }
    },
  );

  it("adds household and car up: Kolkata to Delhi, 2 BHK and a sedan", () => {
    const e = ready({ kind: "between", from: "kolkata", to: "delhi", size: "2-bhk", car: "sedan" });
    const home = cell(nationalShifting, "delhi", "2-bhk") as { fixed: number };
    const car = cell(nationalShifting, "delhi", "car") as { min: number; max: number };
    expect(e.total).toEqual({ min: home.fixed + car.min, max: home.fixed + car.max });
  });

  it("says the route is the national list's, adding the car's clause only when a car moves too", () => {
    const delhi = nationalShifting.rows.find((r) => r.id === "delhi")!.label;
    const route = { kind: "between", from: "kolkata", to: "delhi", size: "2-bhk" } as const;
    expect(ready(route).notes).toContain(lines.nationalRoute.replace("{city}", delhi));
    expect(ready({ ...route, car: "sedan" }).notes).toContain(lines.nationalRouteWithCar.replace("{city}", delhi));
    expect(ready({ ...route, car: "sedan" }).notes).not.toContain(lines.nationalRoute.replace("{city}", delhi));
  });
});

describe.each<[MoveKind, PriceTableData]>([
  ["between", homeShiftingTable],
  ["defence", tables.defence],
  ["fine-arts", tables["fine-arts"]],
  ["warehousing", tables.warehousing],
])("%s: household figures from its own distance table", (kind, table) => {
  it("every route × size equals the cell of its distance band, and every band × size is reached", () => {
    const seen = new Set<string>();
    for (const [from, to] of pairs) {
      if (kind === "between" && isNationalRoute(from, to)) continue;
      const band = bandOf(table.rows, roadKm(from, to)!);
      for (const size of ids(table.columns)) {
        const e = ready({ kind, from, to, size });
        expect(e.lines).toHaveLength(1);
        expect(e.lines[0]).toMatchObject({
          price: cell(table, band, size),
          table: table.caption,
          cell: `${label(table.rows, band)} row, ${label(table.columns, size)} column`,
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
      const band = bandOf(carTable.columns, roadKm(from, to)!);
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
      const band = bandOf(bikeTable.columns, roadKm(from, to)!);
      for (const bike of bikeClasses) {
        const e = ready({ kind: "between", from, to, size: NO_HOME, bike });
        expect(e.lines[0]).toMatchObject({
          price: cell(bikeTable, bike, band),
          table: bikeTable.caption,
          cell: `${label(bikeTable.rows, bike)} row, ${label(bikeTable.columns, band)} column`,
        });
        seen.add(`${bike}|${band}`);
      }
    }
    expect(seen.size).toBe(bikeClasses.length * bikeTable.columns.length);
  });

  it("adds home, car and bike into one range", () => {
    const e = ready({ kind: "between", from: "patna", to: "pune", size: "3-bhk", car: "suv", bike: "sports" });
    expect(e.lines.map((l) => l.label)).toEqual([
      `${label(homeShiftingTable.columns, "3-bhk")} household goods`,
      `${label(carTable.rows, "suv")} car`,
      `${label(bikeTable.rows, "sports")} bike`,
    ]);
    expect(e.total).toEqual(addPrices(e.lines.map((l) => l.price)));
    const ranges = e.lines.map((l) => l.price as { min: number; max: number });
    expect(e.total).toEqual({ min: ranges.reduce((s, r) => s + r.min, 0), max: ranges.reduce((s, r) => s + r.max, 0) });
  });

  it("are not offered for fine arts or warehousing", () => {
    const e = ready({ kind: "fine-arts", from: "patna", to: "pune", size: "1-bhk", car: "suv", bike: "sports" });
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
    const b = bandFor(distanceBands, km, "distance", lines);
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
    const b = bandFor(bikeBands, km, "bike", lines);
    expect(b.index).toBe(index);
    expect(Boolean(b.note)).toBe(outside);
  });

  it("a route shorter than the first band uses it and says so", () => {
    const e = ready({ kind: "between", from: "delhi", to: "gurgaon", size: "1-bhk" });
    expect(e.distance!.km).toBeLessThan(distanceBands[0]!.fromKm);
    expect(e.lines[0]!.price).toEqual(cell(homeShiftingTable, homeShiftingTable.rows[0]!.id, "1-bhk"));
    expect(e.distance!.notes.join(" ")).toMatch(/shorter/);
  });

  it("a bike beyond the bike table's last band uses it and says so", () => {
    const e = ready({ kind: "between", from: "guwahati", to: "mumbai", size: NO_HOME, bike: "100-150cc" });
    expect(e.distance!.km).toBeGreaterThan(bikeBands.at(-1)!.toKm);
    expect(e.distance!.notes.join(" ")).toMatch(/longer/);
  });
});

describe("the range the result leads with", () => {
  const ends = (p: Price) => (p === "As Actual" ? undefined : "fixed" in p ? { min: p.fixed, max: p.fixed } : p);

  it("is the total's own ends wherever the total is a range", () => {
    for (const size of ids(localShifting.columns)) {
      expect(ready({ kind: "local", size }).range).toEqual(cell(localShifting, "total", size));
    }
    const e = ready({
      kind: "between",
      from: "patna",
      to: "pune",
      size: "4-bhk-villa",
      car: "hatchback",
      bike: "sports",
    });
    expect(e.range).toEqual(e.total);
    expect(ready({ kind: "between", from: "kolkata", to: "delhi", size: NO_HOME, car: "suv" }).range).toEqual(
      cell(nationalShifting, "delhi", "car"),
    );
  });

  it("reaches from a national fixed figure (shared truck) to the route's home-table cell (own truck), and says so", () => {
    for (const c of nationalCities) {
      for (const size of ["1-bhk", "2-bhk", "3-bhk"]) {
        const e = ready({ kind: "between", from: "kolkata", to: c.slug, size });
        const shared = cell(nationalShifting, nationalRow(c.slug)!.id, size) as { fixed: number };
        const band = bandOf(homeShiftingTable.rows, roadKm("kolkata", c.slug)!);
        const own = cell(homeShiftingTable, band, size) as { min: number; max: number };
        // The spec's figure stays the line and the total (what the office receives); the range only adds a top.
        expect(e.total).toEqual(shared);
        expect(e.range).toEqual({ min: shared.fixed, max: Math.max(shared.fixed, own.max) });
        expect(e.distance!.band!.id).toBe(band);
        expect(e.rangeNote).toContain(
          `${label(homeShiftingTable.rows, band)} row, ${label(homeShiftingTable.columns, size)} column`,
        );
        // The total is the shared truck's, and says so; the notes the inventory quote repeats stay as they were.
        expect(e.totalNote).toMatch(/shared/);
        expect(e.notes.join(" ")).not.toContain("truck of your own");
      }
    }
  });

  it("adds a car to both ends, and always holds the total", () => {
    const e = ready({ kind: "between", from: "delhi", to: "kolkata", size: "2-bhk", car: "sedan" });
    const car = cell(nationalShifting, "delhi", "car") as { min: number; max: number };
    const own = cell(homeShiftingTable, e.distance!.band!.id, "2-bhk") as { min: number; max: number };
    const home = cell(nationalShifting, "delhi", "2-bhk") as { fixed: number };
    expect(e.range).toEqual({ min: home.fixed + car.min, max: own.max + car.max });
    for (const [from, to] of pairs.slice(0, 400)) {
      const r = ready({ kind: "between", from, to, size: "2-bhk", car: "sedan" });
      const t = ends(r.total)!;
      expect(r.range.min).toBe(t.min);
      expect(r.range.max).toBeGreaterThanOrEqual(t.max);
    }
  });
});

describe("form state", () => {
  it("is incomplete until the route and size are chosen, and says so for the same city twice", () => {
    expect(estimate(EMPTY_INPUT)).toEqual({ status: "empty" });
    expect(estimate({ kind: "between", size: "1-bhk" })).toEqual({
      status: "incomplete",
      missing: ["moving from", "moving to"],
    });
    expect(estimate({ kind: "defence", from: "patna", to: "patna", size: "1-bhk" })).toEqual({ status: "same-place" });
  });
});
