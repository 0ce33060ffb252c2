/**
 * Every sentence and label the quick estimate writes (./estimate.ts), as functions of its figures. The estimate
 * takes a language's phrases as an argument: English by default, which is what the office receives (the
 * free-estimate summary); a translated page passes its language's (app/locales/<code>/sections/estimator-text.ts), typed by
 * this English set, so a phrase added here fails the typecheck until it is translated. The item list's quote adds its own
 * (app/lib/inventory/phrases.ts). Figures arrive already formatted, so no language recomputes them.
 */

/** Which table a distance outside its bands is about. */
export type BandTable = "distance" | "bike";
/** A choice still to make before an estimate can be shown. */
export type MissingChoice = "homeOrOfficeSize" | "from" | "to" | "homeSizeOrVehiclesOnly" | "size" | "carOrBike";

export const englishPhrases = {
  /** Where a figure sits in its table. */
  cell: (row: string, column: string) => `${row} row, ${column} column`,
  missing: {
    homeOrOfficeSize: "home or office size",
    from: "moving from",
    to: "moving to",
    homeSizeOrVehiclesOnly: "home size (or vehicles only)",
    size: "size",
    carOrBike: "a car or a bike (or a home size)",
  } satisfies Record<MissingChoice, string>,

  // What a line of an estimate is for; `size` and `type` are the tables' labels, in the tables' language.
  householdGoods: (size: string) => `${size} household goods`,
  collection: (size: string) => `${size} collection (by home size)`,
  goodsToStore: (size: string) => `${size} goods to store (by home size)`,
  car: (type: string) => `${type} car`,
  bike: (type: string) => `${type} bike`,

  // How the total was found
  totalFromTable: (caption: string, cell: string) => `${caption}, ${cell}`,
  sumOfFigures: "The sum of the figures above.",
  theFigure: "The figure above.",
  sumInSharedTruck: "The sum of the figures above, in a truck shared with other moves.",
  theFigureInSharedTruck: "The figure above, in a truck shared with other moves.",

  // Notes
  handymanAtActual: "Handyman work (fitting, fixing, electrical) is charged as actual and is not in the total.",
  nationalStopsAt3Bhk: "The national price list stops at 3 BHK, so the household figure comes from the distance table.",
  nationalRoute: (city: string, withCar: boolean) =>
    `Kolkata–${city} is in our national price list, so its figures are used${withCar ? "; car transport is in addition to household goods" : ""}.`,
  shorterThanFirstBand: (km: number, table: BandTable, band: string) =>
    `${km} km is shorter than the ${table} table's first band; the ${band} figures are shown. For a move inside one metro area, 'Within a city' may fit better.`,
  longerThanLastBand: (km: number, table: BandTable, band: string) =>
    `${km} km is longer than the ${table} table's last band; the ${band} figures are shown and the survey confirms the rest.`,
  /** Why a fixed figure of the national table is the low end of a range: `shared` and `upTo` are rupees. */
  ownTruck: (what: string, shared: string, upTo: string, caption: string, cell: string) =>
    `${what}: ${shared} in a truck shared with other moves; up to ${upTo} in a truck of your own (“${caption}”, ${cell}).`,
};

/** A language's phrases: the English ones' shape, every text free to differ. */
export type EstimatorPhrases = typeof englishPhrases;
