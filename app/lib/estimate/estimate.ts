/** The estimate itself: every figure read from the published price tables (content/<language>/prices.json). */
import { findPlace, type Place, roadKm } from "~/content/distances";
import { filled } from "~/content/placeholders";
import { bandTable, type DistanceBand, findBandIndex } from "~/content/prices/bands";
import { LOCAL_TOTAL, type PriceTables, type TableId } from "~/content/prices/tables";
import { formatPrice, type Price, type PriceLine, type PriceTableData } from "~/content/prices/types";

import { type EstimateInput, householdTable, type MoveKind, NO_HOME, sizesFor, vehicleKinds } from "./input";
import { type BandTable, type EstimatorPhrases } from "./phrases";

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

const GOODS: Record<Exclude<MoveKind, "local">, GoodsPhrase> = {
  between: "householdGoods",
  defence: "householdGoods",
  "fine-arts": "collection",
  warehousing: "goodsToStore",
};

/** The national table's column for a car. */
const NATIONAL_CAR = "car";

/** A line's label by its id. */
/** Where a figure sits in its table, in the words of `say`. */
const cellIn = (say: EstimatorPhrases, row: string, column: string) => filled(say.cell, { row, column });

const labelOf = (lines: readonly PriceLine[], id: string) => lines.find((l) => l.id === id)?.label ?? id;

/** The band index for a distance; outside the table, the nearest band and a note saying so. */
export function bandFor(
  bands: readonly DistanceBand[],
  km: number,
  what: BandTable,
  say: EstimatorPhrases,
): { index: number; note?: string } {
  const index = findBandIndex(bands, km);
  if (index !== undefined) return { index };
  const first = bands[0]!;
  const last = bands[bands.length - 1]!;
  if (km < first.fromKm)
    return {
      index: 0,
      note: filled(say.shorterThanFirstBand[what], { km: String(km), band: first.label }),
    };
  return {
    index: bands.length - 1,
    note: filled(say.longerThanLastBand[what], { km: String(km), band: last.label }),
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
function nationalRowFor(national: PriceTableData, from: string, to: string) {
  const other = from === "kolkata" ? to : to === "kolkata" ? from : undefined;
  if (!other || other === "kolkata") return undefined;
  return national.rows.find((r) => r.cities?.includes(other));
}

function localEstimate(input: EstimateInput, tables: PriceTables, say: EstimatorPhrases): Estimate {
  const local = tables["local-shifting"];
  const col = input.size ? local.columns.findIndex((c) => c.id === input.size) : -1;
  if (col === -1) return { status: "incomplete", missing: [say.missing.homeOrOfficeSize] };
  const column = local.columns[col]!.label;
  const cellOf = (row: PriceTableData["rows"][number]) => ({
    label: row.label,
    price: row.cells[col]!,
    table: local.caption,
    cell: cellIn(say, row.label, column),
  });
  const items = local.rows.filter((r) => r.id !== LOCAL_TOTAL).map(cellOf);
  const totalRow = local.rows.find((r) => r.id === LOCAL_TOTAL)!;
  const notes = items.some((l) => l.price === "As Actual") ? [say.handymanAtActual] : [];
  return {
    status: "ready",
    kind: "local",
    lines: items,
    total: totalRow.cells[col]!,
    range: rangeOf(totalRow.cells[col]!),
    totalNote: filled(say.totalFromTable, { caption: local.caption, cell: cellIn(say, totalRow.label, column) }),
    notes,
  };
}

function distanceEstimate(
  kind: Exclude<MoveKind, "local">,
  input: EstimateInput,
  tables: PriceTables,
  places: readonly Place[],
  say: EstimatorPhrases,
): Estimate {
  const missing: string[] = [];
  if (!findPlace(places, input.from)) missing.push(say.missing.from);
  if (!findPlace(places, input.to)) missing.push(say.missing.to);
  const sizes = sizesFor(kind, tables);
  if (!input.size || !sizes.includes(input.size))
    missing.push(vehicleKinds.includes(kind) ? say.missing.homeSizeOrVehiclesOnly : say.missing.size);
  const withVehicles = vehicleKinds.includes(kind);
  const cars = bandTable(tables.car);
  const bikes = bandTable(tables.bike);
  const car = withVehicles && input.car && cars.classes.some((c) => c.id === input.car) ? input.car : undefined;
  const bike = withVehicles && input.bike && bikes.classes.some((c) => c.id === input.bike) ? input.bike : undefined;
  if (missing.length === 0 && input.size === NO_HOME && !car && !bike) missing.push(say.missing.carOrBike);
  if (missing.length) return { status: "incomplete", missing };
  const from = input.from!;
  const to = input.to!;
  if (from === to) return { status: "same-place" };

  const km = roadKm(places, from, to)!;
  const lines: EstimateLine[] = [];
  const notes: string[] = [];
  const distanceNotes: string[] = [];
  const nationalTable = tables["national-shifting"];
  const national = kind === "between" ? nationalRowFor(nationalTable, from, to) : undefined;
  const householdId: TableId = householdTable[kind];
  const household = tables[householdId];
  const homes = bandTable(household);
  const goods = GOODS[kind];

  const mainBand = bandFor(homes.bands, km, "distance", say);
  const band = homes.bands[mainBand.index]!;
  let bandUsed = false;
  let nationalUsed = false;
  /** The top of the range for the national table's fixed household figure: the same home in a truck of its own. */
  let raise = 0;
  let ownTruckNote: string | undefined;

  if (input.size !== NO_HOME) {
    const size = input.size!;
    const sizeLabel = labelOf(homes.classes, size);
    const label = filled(say[goods], { size: sizeLabel });
    const nationalCol = national ? nationalTable.columns.findIndex((c) => c.id === size) : -1;
    if (national && nationalCol !== -1) {
      nationalUsed = true;
      const price = national.cells[nationalCol]!;
      lines.push({
        label,
        price,
        table: nationalTable.caption,
        cell: cellIn(say, national.label, nationalTable.columns[nationalCol]!.label),
      });
      const own = homes.price(size, mainBand.index);
      const ownTop = own && own !== "As Actual" ? ("fixed" in own ? own.fixed : own.max) : undefined;
      if (price !== "As Actual" && "fixed" in price && ownTop !== undefined && ownTop > price.fixed) {
        raise = ownTop - price.fixed;
        bandUsed = true;
        ownTruckNote = filled(say.ownTruck, {
          what: label,
          shared: `₹${formatPrice(price)}`,
          upTo: `₹${formatPrice({ fixed: ownTop })}`,
          caption: household.caption,
          cell: cellIn(say, band.label, sizeLabel),
        });
      }
    } else {
      bandUsed = true;
      lines.push({
        label,
        price: homes.price(size, mainBand.index)!,
        table: household.caption,
        cell: cellIn(say, band.label, sizeLabel),
      });
    }
  }

  if (car) {
    const carLabel = labelOf(cars.classes, car);
    const nationalCar = national ? nationalTable.columns.findIndex((c) => c.id === NATIONAL_CAR) : -1;
    if (national && nationalCar !== -1) {
      nationalUsed = true;
      lines.push({
        label: filled(say.car, { type: carLabel }),
        price: national.cells[nationalCar]!,
        table: nationalTable.caption,
        cell: cellIn(say, national.label, nationalTable.columns[nationalCar]!.label),
      });
    } else {
      bandUsed = true;
      const carBand = bandFor(cars.bands, km, "distance", say);
      lines.push({
        label: filled(say.car, { type: carLabel }),
        price: cars.price(car, carBand.index)!,
        table: tables.car.caption,
        cell: cellIn(say, carLabel, cars.bands[carBand.index]!.label),
      });
    }
  }
  if (mainBand.note && bandUsed) distanceNotes.push(mainBand.note);

  if (bike) {
    const bikeLabel = labelOf(bikes.classes, bike);
    const b = bandFor(bikes.bands, km, "bike", say);
    lines.push({
      label: filled(say.bike, { type: bikeLabel }),
      price: bikes.price(bike, b.index)!,
      table: tables.bike.caption,
      cell: cellIn(say, bikeLabel, bikes.bands[b.index]!.label),
    });
    if (b.note) distanceNotes.push(b.note);
  }

  if (nationalUsed) notes.push(filled(car ? say.nationalRouteWithCar : say.nationalRoute, { city: national!.label }));
  if (national && input.size !== NO_HOME && !nationalTable.columns.some((c) => c.id === input.size))
    notes.push(say.nationalStopsAt3Bhk);

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
 * The estimate for a form state from the price tables and the offered places (their coordinates give the distance),
 * its texts in the language of `say` and of the tables (the page's, or English for what the office reads). Never
 * throws: missing choices give "incomplete".
 */
export function estimate(
  input: EstimateInput,
  tables: PriceTables,
  places: readonly Place[],
  say: EstimatorPhrases,
): Estimate {
  if (!input.kind) return { status: "empty" };
  return input.kind === "local"
    ? localEstimate(input, tables, say)
    : distanceEstimate(input.kind, input, tables, places, say);
}
