import { words } from "../translation.ts";
import type { PriceTableData } from "./types";

/**
 * Distance-band price tables (SPEC §9): home shifting, warehousing, defence, fine arts, car and bike.
 *
 * The spec gives only the corner cells of each table. Every other cell is filled by bilinear
 * interpolation between those corners — linear across the bands (equal steps per band) and linear
 * across the classes (equal steps per column or row) — and rounded to the nearest ₹100.
 * The bike table's last two rows sit beyond its 'Sports' corner and continue the same per-row step.
 */

/** A distance band in kilometres. A distance d belongs to a band when fromKm < d ≤ toKm (the first band also takes d = fromKm). */
export interface DistanceBand {
  fromKm: number;
  toKm: number;
  label: string;
}

/** A rupee range; assignable to the shared `Price` type. */
export interface PriceRange {
  min: number;
  max: number;
}

/** One band table in data form, for the pages and for any later cost estimator. */
export interface BandPriceTable {
  bands: readonly DistanceBand[];
  /** Row or column labels of the thing moved: "1 BHK", "Hatchback", "100–150cc" … */
  classes: readonly string[];
  /** prices[classIndex][bandIndex] */
  prices: readonly (readonly PriceRange[])[];
}

const band = (fromKm: number, toKm: number): DistanceBand => ({ fromKm, toKm, label: `${fromKm}–${toKm} km` });

/** Home, warehouse, defence, fine-art and car tables. */
export const distanceBands: readonly DistanceBand[] = [
  band(100, 350),
  band(350, 750),
  band(750, 1200),
  band(1200, 1700),
  band(1700, 2300),
  band(2300, 3000),
];

/** Bike table: 'up to 400', then three bands. */
export const bikeBands: readonly DistanceBand[] = [
  { fromKm: 0, toKm: 400, label: "Up to 400 km" },
  band(400, 800),
  band(800, 1300),
  band(1300, 1900),
];

/** Index of the band a road distance falls in, or undefined outside the table (below the first band or beyond the last). */
export function findBandIndex(bands: readonly DistanceBand[], km: number): number | undefined {
  if (!Number.isFinite(km)) return undefined;
  const i = bands.findIndex((b, idx) => km <= b.toKm && (km > b.fromKm || (idx === 0 && km >= b.fromKm)));
  return i === -1 ? undefined : i;
}

/** The indicative price for a class ("2 BHK", "SUV" …) at a distance, or undefined when the table does not cover it. */
export function bandPrice(table: BandPriceTable, cls: string, km: number): PriceRange | undefined {
  const c = table.classes.indexOf(cls);
  const b = findBandIndex(table.bands, km);
  if (c === -1 || b === undefined) return undefined;
  return table.prices[c]?.[b];
}

const roundTo100 = (n: number) => Math.round(n / 100) * 100;

const lerp = (a: number, b: number, t: number) => a + (b - a) * t;

interface Corners {
  /** First class, first band. */
  firstClassFirstBand: PriceRange;
  /** First class, last band. */
  firstClassLastBand: PriceRange;
  /** Anchor class, first band. */
  anchorFirstBand: PriceRange;
  /** Anchor class, last band. */
  anchorLastBand: PriceRange;
}

/**
 * Fills a classes × bands grid from four corners. The anchor class is the one whose figures the
 * spec gives (by default the last class); classes after it continue the same step per class.
 */
function interpolateGrid(
  classes: readonly string[],
  bands: readonly DistanceBand[],
  corners: Corners,
  anchorIndex = classes.length - 1,
): PriceRange[][] {
  const lastBand = bands.length - 1;
  const at = (key: keyof PriceRange, c: number, b: number) => {
    const s = c / anchorIndex; // may exceed 1 for classes after the anchor
    const t = b / lastBand;
    const first = lerp(corners.firstClassFirstBand[key], corners.firstClassLastBand[key], t);
    const anchor = lerp(corners.anchorFirstBand[key], corners.anchorLastBand[key], t);
    return roundTo100(lerp(first, anchor, s));
  };
  return classes.map((_, c) => bands.map((_, b) => ({ min: at("min", c, b), max: at("max", c, b) })));
}

const r = (min: number, max: number): PriceRange => ({ min, max });

/** Home-size columns of the household tables. */
export const homeClasses = ["1 BHK", "2 BHK", "3 BHK", "4+ BHK/Villa"] as const;

/** Spec end points shared by the home, warehouse, defence and fine-art tables. */
const householdCorners: Corners = {
  firstClassFirstBand: r(11000, 21000),
  firstClassLastBand: r(23500, 36700),
  anchorFirstBand: r(22500, 34500),
  anchorLastBand: r(41000, 60000),
};

export const carClasses = ["Hatchback", "Sedan", "SUV", "Luxury", "Sports"] as const;

const carCorners: Corners = {
  firstClassFirstBand: r(5500, 11000),
  firstClassLastBand: r(15000, 26000),
  anchorFirstBand: r(20000, 24000),
  anchorLastBand: r(35000, 45000),
};

/** Engine classes between the spec's 100–150cc and 350–500cc rows, then the three sports types. */
export const bikeClasses = [
  "100–150cc",
  "150–250cc",
  "250–350cc",
  "350–500cc",
  "Sports",
  "Cruiser Sports",
  "Off Road Sports",
] as const;
/** Row of the spec's 'sports bike' figures; the two rows after it continue the step. */
const bikeAnchorIndex = bikeClasses.indexOf("Sports");

const bikeCorners: Corners = {
  firstClassFirstBand: r(2000, 3500),
  firstClassLastBand: r(4000, 5000),
  anchorFirstBand: r(4500, 7000),
  anchorLastBand: r(11000, 15000),
};

const householdPrices: BandPriceTable = {
  bands: distanceBands,
  classes: homeClasses,
  prices: interpolateGrid(homeClasses, distanceBands, householdCorners),
};

/** Home shifting by distance and home size. */
export const homeShiftingPrices = householdPrices;
/** Warehousing: the spec repeats the home figures (moving in and out of storage). */
export const warehousingPrices = householdPrices;
/** Defence relocation: the spec gives the same example end points. */
export const defencePrices = householdPrices;
/** Fine arts relocation: the spec gives the same example end points. */
export const fineArtsPrices = householdPrices;

export const carPrices: BandPriceTable = {
  bands: distanceBands,
  classes: carClasses,
  prices: interpolateGrid(carClasses, distanceBands, carCorners),
};

export const bikePrices: BandPriceTable = {
  bands: bikeBands,
  classes: bikeClasses,
  prices: interpolateGrid(bikeClasses, bikeBands, bikeCorners, bikeAnchorIndex),
};

/** Distance down the side, classes across: the household tables (few columns, readable on phones). */
function bandsAsRows(table: BandPriceTable, caption: string, covers?: string): PriceTableData {
  return {
    caption,
    ...(covers ? { covers } : {}),
    rowHeader: "Distance",
    columns: [...table.classes],
    rows: table.bands.map((b, bi) => ({ label: b.label, cells: table.classes.map((_, ci) => table.prices[ci]![bi]!) })),
  };
}

/** Classes down the side, distance bands across: the vehicle tables, as the spec lays them out. */
function classesAsRows(table: BandPriceTable, caption: string, rowHeader: string, covers?: string): PriceTableData {
  return {
    caption,
    ...(covers ? { covers } : {}),
    rowHeader,
    columns: table.bands.map((b) => b.label),
    rows: table.classes.map((label, ci) => ({ label, cells: [...table.prices[ci]!] })),
  };
}

/** Why these tables price a route higher than the national table does: a truck of your own. */
const DEDICATED = "a dedicated truck for your goods alone, full packing, door to door";

export const homeShiftingTable = words(
  "homeShiftingTable",
  bandsAsRows(homeShiftingPrices, "Home shifting (approximate, ₹)", DEDICATED),
);
export const warehousingTable = words(
  "warehousingTable",
  bandsAsRows(
    warehousingPrices,
    "Storage moves (approximate, ₹)",
    "a dedicated truck with full packing, to our warehouse and back to your door; storage rent is billed monthly on top",
  ),
);
export const defenceTable = words(
  "defenceTable",
  bandsAsRows(
    defencePrices,
    "Defence moves (approximate, ₹)",
    `${DEDICATED}, with bills in the format your unit asks for`,
  ),
);
export const fineArtsTable = words(
  "fineArtsTable",
  bandsAsRows(
    fineArtsPrices,
    "Fine art moves (approximate, ₹)",
    `${DEDICATED}, for a home with its art; custom crates are quoted after the survey`,
  ),
);
export const carTable = words(
  "carTable",
  classesAsRows(carPrices, "Car transport (approximate, ₹)", "Car type", "a closed car carrier, door to door"),
);
export const bikeTable = words(
  "bikeTable",
  classesAsRows(
    bikePrices,
    "Bike transport (approximate, ₹)",
    "Bike type",
    "the bike crated and carried by truck, door to door",
  ),
);
