/** The estimate itself: every figure read from the published price tables (app/content/prices). */
import { cityPageList } from "~/content/city-list";
import { findPlace, roadKm } from "~/content/distances";
import {
  type BandPriceTable,
  bikeClasses,
  bikePrices,
  bikeTable,
  carClasses,
  carPrices,
  carTable,
  defencePrices,
  defenceTable,
  type DistanceBand,
  findBandIndex,
  fineArtsPrices,
  fineArtsTable,
  homeShiftingPrices,
  homeShiftingTable,
  warehousingPrices,
  warehousingTable,
} from "~/content/prices/bands";
import { localShifting, nationalShifting } from "~/content/prices/local-national";
import { type Price, type PriceTableData } from "~/content/prices/types";

import { type EstimateInput, type MoveKind, NO_HOME, sizesFor, vehicleKinds } from "./input";

export interface EstimateLine {
  /** What the figure is for: "Transport", "2 BHK household goods", "Sedan car" … */
  label: string;
  price: Price;
  /** The published table it came from. */
  table: string;
  /** The row and column of that table, e.g. "Delhi row, 2 BHK column". */
  cell: string;
}

export interface EstimateDistance {
  km: number;
  /** The band used for the household or car figures (absent for vehicle-only bike moves). */
  band?: DistanceBand;
  /** Where the distance lies outside a table and the nearest band was used. */
  notes: string[];
}

export type Estimate =
  | { status: "empty" }
  | { status: "incomplete"; missing: string[] }
  | { status: "same-place" }
  | {
      status: "ready";
      kind: MoveKind;
      lines: EstimateLine[];
      total: Price;
      /** How the total was found: the published total row, or the sum of the lines. */
      totalNote: string;
      distance?: EstimateDistance;
      /** Extra remarks: handyman charged as actual, national table used, etc. */
      notes: string[];
    };

const SEPARATE_TABLES: Record<
  Exclude<MoveKind, "local" | "between">,
  { prices: BandPriceTable; table: PriceTableData; goods: string }
> = {
  defence: { prices: defencePrices, table: defenceTable, goods: "household goods" },
  "fine-arts": { prices: fineArtsPrices, table: fineArtsTable, goods: "collection (by home size)" },
  warehousing: { prices: warehousingPrices, table: warehousingTable, goods: "goods to store (by home size)" },
};

/** The band index for a distance; outside the table, the nearest band and a note saying so. */
export function bandFor(bands: readonly DistanceBand[], km: number, what: string): { index: number; note?: string } {
  const index = findBandIndex(bands, km);
  if (index !== undefined) return { index };
  const first = bands[0]!;
  const last = bands[bands.length - 1]!;
  if (km < first.fromKm)
    return {
      index: 0,
      note: `${km} km is shorter than the ${what} table's first band; the ${first.label} figures are shown. For a move inside one metro area, 'Within a city' may fit better.`,
    };
  return {
    index: bands.length - 1,
    note: `${km} km is longer than the ${what} table's last band; the ${last.label} figures are shown and the survey confirms the rest.`,
  };
}

const asRange = (p: Price) => (p === "As Actual" ? undefined : "fixed" in p ? { min: p.fixed, max: p.fixed } : p);

/** Adds prices up: a fixed figure when every part is fixed, otherwise a range. */
export function addPrices(prices: readonly Price[]): Price {
  let min = 0;
  let max = 0;
  let allFixed = true;
  for (const p of prices) {
    const r = asRange(p);
    if (!r) continue;
    if (p !== "As Actual" && !("fixed" in p)) allFixed = false;
    min += r.min;
    max += r.max;
  }
  return allFixed ? { fixed: min } : { min, max };
}

/** The national table's row for a Kolkata route (either direction), where it has one. */
function nationalRowFor(from: string, to: string) {
  const other = from === "kolkata" ? to : to === "kolkata" ? from : undefined;
  if (!other || other === "kolkata") return undefined;
  const rowLabel = cityPageList.find((c) => c.slug === other)?.nationalRow;
  return nationalShifting.rows.find((r) => r.label === rowLabel);
}

function localEstimate(input: EstimateInput): Estimate {
  const col = input.size ? localShifting.columns.indexOf(input.size) : -1;
  if (col === -1) return { status: "incomplete", missing: ["home or office size"] };
  const column = localShifting.columns[col]!;
  const cellOf = (row: PriceTableData["rows"][number]) => ({
    label: row.label,
    price: row.cells[col]!,
    table: localShifting.caption,
    cell: `${row.label} row, ${column} column`,
  });
  const items = localShifting.rows.filter((r) => r.label !== "Total").map(cellOf);
  const totalRow = localShifting.rows.find((r) => r.label === "Total")!;
  const notes = items.some((l) => l.price === "As Actual")
    ? ["Handyman work (fitting, fixing, electrical) is charged as actual and is not in the total."]
    : [];
  return {
    status: "ready",
    kind: "local",
    lines: items,
    total: totalRow.cells[col]!,
    totalNote: `${localShifting.caption}, ${totalRow.label} row, ${column} column`,
    notes,
  };
}

function distanceEstimate(kind: Exclude<MoveKind, "local">, input: EstimateInput): Estimate {
  const missing: string[] = [];
  if (!findPlace(input.from)) missing.push("moving from");
  if (!findPlace(input.to)) missing.push("moving to");
  const sizes = sizesFor(kind);
  if (!input.size || !sizes.includes(input.size))
    missing.push(vehicleKinds.includes(kind) ? "home size (or vehicles only)" : "size");
  const withVehicles = vehicleKinds.includes(kind);
  const car =
    withVehicles && input.car && (carClasses as readonly string[]).includes(input.car) ? input.car : undefined;
  const bike =
    withVehicles && input.bike && (bikeClasses as readonly string[]).includes(input.bike) ? input.bike : undefined;
  if (missing.length === 0 && input.size === NO_HOME && !car && !bike) missing.push("a car or a bike (or a home size)");
  if (missing.length) return { status: "incomplete", missing };
  const from = input.from!;
  const to = input.to!;
  if (from === to) return { status: "same-place" };

  const km = roadKm(from, to)!;
  const lines: EstimateLine[] = [];
  const notes: string[] = [];
  const distanceNotes: string[] = [];
  const national = kind === "between" ? nationalRowFor(from, to) : undefined;
  const household =
    kind === "between"
      ? { prices: homeShiftingPrices, table: homeShiftingTable, goods: "household goods" }
      : SEPARATE_TABLES[kind];

  const mainBand = bandFor(household.prices.bands, km, "distance");
  const band = household.prices.bands[mainBand.index]!;
  let bandUsed = false;
  let nationalUsed = false;

  if (input.size !== NO_HOME) {
    const size = input.size!;
    const nationalCol = national ? nationalShifting.columns.indexOf(size) : -1;
    if (national && nationalCol !== -1) {
      nationalUsed = true;
      lines.push({
        label: `${size} ${household.goods}`,
        price: national.cells[nationalCol]!,
        table: nationalShifting.caption,
        cell: `${national.label} row, ${size} column`,
      });
    } else {
      bandUsed = true;
      const c = household.prices.classes.indexOf(size);
      lines.push({
        label: `${size} ${household.goods}`,
        price: household.prices.prices[c]![mainBand.index]!,
        table: household.table.caption,
        cell: `${band.label} row, ${size} column`,
      });
    }
  }

  if (car) {
    const nationalCar = national ? nationalShifting.columns.indexOf("Car") : -1;
    if (national && nationalCar !== -1) {
      nationalUsed = true;
      lines.push({
        label: `${car} car`,
        price: national.cells[nationalCar]!,
        table: nationalShifting.caption,
        cell: `${national.label} row, Car column`,
      });
    } else {
      bandUsed = true;
      const c = carPrices.classes.indexOf(car);
      lines.push({
        label: `${car} car`,
        price: carPrices.prices[c]![mainBand.index]!,
        table: carTable.caption,
        cell: `${car} row, ${band.label} column`,
      });
    }
  }
  if (mainBand.note && bandUsed) distanceNotes.push(mainBand.note);

  if (bike) {
    const b = bandFor(bikePrices.bands, km, "bike");
    const c = bikePrices.classes.indexOf(bike);
    const bikeBand = bikePrices.bands[b.index]!;
    lines.push({
      label: `${bike} bike`,
      price: bikePrices.prices[c]![b.index]!,
      table: bikeTable.caption,
      cell: `${bike} row, ${bikeBand.label} column`,
    });
    if (b.note) distanceNotes.push(b.note);
  }

  if (nationalUsed)
    notes.push(
      `Kolkata–${national!.label} is in our national price list, so its figures are used${car ? "; car transport is in addition to household goods" : ""}.`,
    );
  if (national && input.size === "4+ BHK/Villa")
    notes.push("The national price list stops at 3 BHK, so the household figure comes from the distance table.");

  return {
    status: "ready",
    kind,
    lines,
    total: addPrices(lines.map((l) => l.price)),
    totalNote: lines.length > 1 ? "The sum of the figures above." : "The figure above.",
    distance: { km, ...(bandUsed ? { band } : {}), notes: distanceNotes },
    notes,
  };
}

/** The estimate for a form state. Never throws: missing choices give "incomplete". */
export function estimate(input: EstimateInput): Estimate {
  if (!input.kind) return { status: "empty" };
  return input.kind === "local" ? localEstimate(input) : distanceEstimate(input.kind, input);
}
