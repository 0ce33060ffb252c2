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
import { formatPrice, type Price, type PriceTableData } from "~/content/prices/types";

import { type EstimateInput, type MoveKind, NO_HOME, sizesFor, vehicleKinds } from "./input";
import { type BandTable, englishPhrases, type EstimatorPhrases } from "./phrases";

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

/** The low and high ends of an estimate, in rupees. */
export interface EstimateRange {
  min: number;
  max: number;
}

export type Estimate =
  | { status: "empty" }
  /** The choices still to make, in the phrases' language. */
  | { status: "incomplete"; missing: string[] }
  | { status: "same-place" }
  | {
      status: "ready";
      kind: MoveKind;
      lines: EstimateLine[];
      total: Price;
      /**
       * The range the result leads with: the total's own ends, except that a fixed figure of the national table
       * (a shared truck) reaches up to its route's cell in the distance table (a truck of your own). Rules in
       * docs/decisions/cost-estimator-rules.md.
       */
      range: EstimateRange;
      /** How the total was found: the published total row, or the sum of the lines. */
      totalNote: string;
      distance?: EstimateDistance;
      /** Extra remarks: handyman charged as actual, national table used, etc. */
      notes: string[];
      /**
       * Why the range reaches above the total (the national table's shared-truck figure against a truck of your
       * own). Kept apart from `notes`, which the inventory quote and its payload repeat: they quote the total.
       */
      rangeNote?: string;
    };

type GoodsPhrase = "householdGoods" | "collection" | "goodsToStore";

const SEPARATE_TABLES: Record<
  Exclude<MoveKind, "local" | "between">,
  { prices: BandPriceTable; table: PriceTableData; goods: GoodsPhrase }
> = {
  defence: { prices: defencePrices, table: defenceTable, goods: "householdGoods" },
  "fine-arts": { prices: fineArtsPrices, table: fineArtsTable, goods: "collection" },
  warehousing: { prices: warehousingPrices, table: warehousingTable, goods: "goodsToStore" },
};

/** The band index for a distance; outside the table, the nearest band and a note saying so. */
export function bandFor(
  bands: readonly DistanceBand[],
  km: number,
  what: BandTable,
  say: EstimatorPhrases = englishPhrases,
): { index: number; note?: string } {
  const index = findBandIndex(bands, km);
  if (index !== undefined) return { index };
  const first = bands[0]!;
  const last = bands[bands.length - 1]!;
  if (km < first.fromKm)
    return {
      index: 0,
      note: say.shorterThanFirstBand(km, what, say.table(first.label)),
    };
  return {
    index: bands.length - 1,
    note: say.longerThanLastBand(km, what, say.table(last.label)),
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

/** A total's ends, the top raised by `raise`. */
const rangeOf = (total: Price, raise = 0): EstimateRange => {
  const r = asRange(total) ?? { min: 0, max: 0 };
  return { min: r.min, max: r.max + raise };
};

/** The national table's row for a Kolkata route (either direction), where it has one. */
function nationalRowFor(from: string, to: string) {
  const other = from === "kolkata" ? to : to === "kolkata" ? from : undefined;
  if (!other || other === "kolkata") return undefined;
  const rowLabel = cityPageList.find((c) => c.slug === other)?.nationalRow;
  return nationalShifting.rows.find((r) => r.label === rowLabel);
}

function localEstimate(input: EstimateInput, say: EstimatorPhrases): Estimate {
  const col = input.size ? localShifting.columns.indexOf(input.size) : -1;
  if (col === -1) return { status: "incomplete", missing: [say.missing.homeOrOfficeSize] };
  const column = say.table(localShifting.columns[col]!);
  const cellOf = (row: PriceTableData["rows"][number]) => ({
    label: say.table(row.label),
    price: row.cells[col]!,
    table: say.caption(localShifting),
    cell: say.cell(say.table(row.label), column),
  });
  const items = localShifting.rows.filter((r) => r.label !== "Total").map(cellOf);
  const totalRow = localShifting.rows.find((r) => r.label === "Total")!;
  const notes = items.some((l) => l.price === "As Actual") ? [say.handymanAtActual] : [];
  return {
    status: "ready",
    kind: "local",
    lines: items,
    total: totalRow.cells[col]!,
    range: rangeOf(totalRow.cells[col]!),
    totalNote: say.totalFromTable(say.caption(localShifting), say.cell(say.table(totalRow.label), column)),
    notes,
  };
}

function distanceEstimate(kind: Exclude<MoveKind, "local">, input: EstimateInput, say: EstimatorPhrases): Estimate {
  const missing: string[] = [];
  if (!findPlace(input.from)) missing.push(say.missing.from);
  if (!findPlace(input.to)) missing.push(say.missing.to);
  const sizes = sizesFor(kind);
  if (!input.size || !sizes.includes(input.size))
    missing.push(vehicleKinds.includes(kind) ? say.missing.homeSizeOrVehiclesOnly : say.missing.size);
  const withVehicles = vehicleKinds.includes(kind);
  const car =
    withVehicles && input.car && (carClasses as readonly string[]).includes(input.car) ? input.car : undefined;
  const bike =
    withVehicles && input.bike && (bikeClasses as readonly string[]).includes(input.bike) ? input.bike : undefined;
  if (missing.length === 0 && input.size === NO_HOME && !car && !bike) missing.push(say.missing.carOrBike);
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
      ? { prices: homeShiftingPrices, table: homeShiftingTable, goods: "householdGoods" as const }
      : SEPARATE_TABLES[kind];

  const mainBand = bandFor(household.prices.bands, km, "distance", say);
  const band = household.prices.bands[mainBand.index]!;
  let bandUsed = false;
  let nationalUsed = false;
  /** The top of the range for the national table's fixed household figure: the same home in a truck of its own. */
  let raise = 0;
  let ownTruckNote: string | undefined;

  if (input.size !== NO_HOME) {
    const size = input.size!;
    const label = say[household.goods](say.table(size));
    const nationalCol = national ? nationalShifting.columns.indexOf(size) : -1;
    if (national && nationalCol !== -1) {
      nationalUsed = true;
      const price = national.cells[nationalCol]!;
      lines.push({
        label,
        price,
        table: say.caption(nationalShifting),
        cell: say.cell(say.table(national.label), say.table(size)),
      });
      const own = household.prices.prices[household.prices.classes.indexOf(size)]?.[mainBand.index];
      if (price !== "As Actual" && "fixed" in price && own && own.max > price.fixed) {
        raise = own.max - price.fixed;
        bandUsed = true;
        ownTruckNote = say.ownTruck(
          label,
          `₹${formatPrice(price)}`,
          `₹${formatPrice({ fixed: own.max })}`,
          say.caption(household.table),
          say.cell(say.table(band.label), say.table(size)),
        );
      }
    } else {
      bandUsed = true;
      const c = household.prices.classes.indexOf(size);
      lines.push({
        label,
        price: household.prices.prices[c]![mainBand.index]!,
        table: say.caption(household.table),
        cell: say.cell(say.table(band.label), say.table(size)),
      });
    }
  }

  if (car) {
    const nationalCar = national ? nationalShifting.columns.indexOf("Car") : -1;
    if (national && nationalCar !== -1) {
      nationalUsed = true;
      lines.push({
        label: say.car(say.table(car)),
        price: national.cells[nationalCar]!,
        table: say.caption(nationalShifting),
        cell: say.cell(say.table(national.label), say.table("Car")),
      });
    } else {
      bandUsed = true;
      const c = carPrices.classes.indexOf(car);
      lines.push({
        label: say.car(say.table(car)),
        price: carPrices.prices[c]![mainBand.index]!,
        table: say.caption(carTable),
        cell: say.cell(say.table(car), say.table(band.label)),
      });
    }
  }
  if (mainBand.note && bandUsed) distanceNotes.push(mainBand.note);

  if (bike) {
    const b = bandFor(bikePrices.bands, km, "bike", say);
    const c = bikePrices.classes.indexOf(bike);
    const bikeBand = bikePrices.bands[b.index]!;
    lines.push({
      label: say.bike(say.table(bike)),
      price: bikePrices.prices[c]![b.index]!,
      table: say.caption(bikeTable),
      cell: say.cell(say.table(bike), say.table(bikeBand.label)),
    });
    if (b.note) distanceNotes.push(b.note);
  }

  if (nationalUsed) notes.push(say.nationalRoute(say.table(national!.label), Boolean(car)));
  if (national && input.size === "4+ BHK/Villa") notes.push(say.nationalStopsAt3Bhk);

  const total = addPrices(lines.map((l) => l.price));
  return {
    status: "ready",
    kind,
    lines,
    total,
    range: rangeOf(total, raise),
    totalNote: ownTruckNote
      ? lines.length > 1
        ? say.sumInSharedTruck
        : say.theFigureInSharedTruck
      : lines.length > 1
        ? say.sumOfFigures
        : say.theFigure,
    distance: { km, ...(bandUsed ? { band } : {}), notes: distanceNotes },
    notes,
    ...(ownTruckNote ? { rangeNote: ownTruckNote } : {}),
  };
}

/**
 * The estimate for a form state, its texts in the language of `say` (English, as the office reads it, unless the
 * page passes its own). Never throws: missing choices give "incomplete".
 */
export function estimate(input: EstimateInput, say: EstimatorPhrases = englishPhrases): Estimate {
  if (!input.kind) return { status: "empty" };
  return input.kind === "local" ? localEstimate(input, say) : distanceEstimate(input.kind, input, say);
}
