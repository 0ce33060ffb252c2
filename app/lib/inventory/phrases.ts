/**
 * What the item list's quote writes beyond the quick estimate's lines (app/lib/estimate/phrases.ts): the extra
 * charges and how each was worked out, the GST line, and the notices about a saved or shared list. Kept apart so
 * that the quick estimate's page does not load them; passed the same way.
 */
import type { DismantleKind } from "~/content/inventory/items";
import type { EstimatorPhrases } from "~/lib/estimate/phrases";

import { englishFloor } from "./floor";

/** The two ends of a move. */
export type MoveEnd = "pickup" | "delivery";
/** A detail of a saved or shared list that can be reset when it is damaged. */
export type ListDetail =
  | "items"
  | "move"
  | "city"
  | "from"
  | "to"
  | "date"
  | "pickup"
  | "delivery"
  | "packing"
  | "selfService"
  | "storageDays"
  | "declaredValue";

/** What went wrong with a saved or shared list, told to the visitor when the list is opened. */
export type ListNotice =
  | { list: "saved" | "shared"; problem: "unreadable" }
  | { list: "saved" | "shared"; problem: "dropped"; entries: number }
  | { list: "saved" | "shared"; problem: "reset"; details: ListDetail[] }
  | { list: "saved"; problem: "cleared" | "outdated" };

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const LIST_NAMES = { saved: "your saved list", shared: "the shared list" } as const;
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const DISMANTLED: Record<DismantleKind, readonly [string, string]> = {
  bed: ["bed", "beds"],
  wardrobe: ["wooden wardrobe", "wooden wardrobes"],
  table: ["table or desk", "tables or desks"],
  workstation: ["workstation", "workstations"],
};

export const englishQuotePhrases = {
  /** The choice to make before a list can be priced. */
  localOrBetween: "within a city or between cities",
  /** A cell of a named table: "Home shifting (approximate, ₹): Delhi row, 2 BHK column". */
  cellOf: (table: string, cell: string) => `${table}: ${cell}`,

  surveyTooLarge:
    "More goods than our largest container holds: a move this size is planned and priced after a free survey.",
  surveyLocalLarge:
    "Our local price table stops at 3 BHK, and this load needs a bigger truck: it is priced after a free survey.",
  movingTheGoods: (column: string) => `Moving the goods (priced as ${column})`,
  partLoad: (column: string) =>
    `A part load shares a truck with another move and is priced at the tables' smallest column, ${column}.`,
  gst: "GST",
  percentOf: (percent: string, amount: string) => `${percent} of ${amount}`,

  // How each extra charge's figure was worked out; the charges' names are the charges file's
  floor: englishFloor,
  /** "Stairs without a lift, pickup (3rd floor)"; `where` is a floor or a distance. */
  chargeAt: (charge: string, end: MoveEnd, where?: string) => `${charge}, ${end}${where ? ` (${where})` : ""}`,
  metres: (m: number) => `${m} m`,
  /** "2 floors × ₹150 per 100 cu ft × 6": a rate per `unit` of volume, and how many units the load is. */
  stairsWork: (floors: number, rate: string, unit: string, units: number) =>
    `${plural(floors, "floor")} × ${rate} per ${unit} × ${units}`,
  carryWork: (steps: number, stepMetres: number, freeMetres: number, rate: string, unit: string, units: number) =>
    `${plural(steps, "step")} of ${stepMetres} m beyond the free ${freeMetres} m × ${rate} per ${unit} × ${units}`,
  shuttleWork: (trips: number, rate: string, load: string) => `${plural(trips, "trip")} × ${rate} (${load} a trip)`,
  dismantle: (n: number, thing: DismantleKind) =>
    `Dismantle and refit: ${plural(n, DISMANTLED[thing][0], DISMANTLED[thing][1])}`,
  acUnits: (charge: string, units: number) => `${charge}: ${plural(units, "unit")}`,
  acWork: (n: number, kind: "split" | "window", rate: string) => `${n} ${kind} × ${rate}`,
  storageDays: (charge: string, days: number) => `${charge}: ${plural(days, "day")}`,
  storageWork: (days: number, rate: string, unit: string, units: number) =>
    `${plural(days, "day")} × ${rate} per ${unit} × ${units}`,
  insuranceOn: (charge: string, value: string) => `${charge} on ${value}`,
  ofDeclaredValue: (range: string) => `${range} of the declared value`,
  atActual: "At actual, with receipts",
  waiting: (charge: string, freeHours: number, rate: string) =>
    `${charge}: the first ${freeHours} hours at each end are free, then ${rate} an hour, only if the wait is on your side.`,

  /** A saved or shared list that could not be used in full. */
  notice: (n: ListNotice) => {
    const list = LIST_NAMES[n.list];
    switch (n.problem) {
      case "unreadable":
        return `${capital(list)} could not be read, so it was not used.`;
      case "dropped":
        return `${n.entries === 1 ? "1 entry" : `${n.entries} entries`} of ${list} could not be used (no longer in our list of items, or damaged) and ${n.entries === 1 ? "was" : "were"} removed.`;
      case "reset":
        return `Some details of ${list} could not be read and were reset: ${n.details.map((d) => LIST_DETAILS[d]).join(", ")}.`;
      case "cleared":
        return "Your saved list could not be read, so it was cleared.";
      case "outdated":
        return "Your saved list was made with an older version of this page and was cleared.";
    }
  },
};

const LIST_DETAILS: Record<ListDetail, string> = {
  items: "list of items",
  move: "type of move",
  city: "city",
  from: "moving from",
  to: "moving to",
  date: "moving date",
  pickup: "pickup details",
  delivery: "delivery details",
  packing: "packing",
  selfService: "work you do yourself",
  storageDays: "storage days",
  declaredValue: "declared value",
};

/** A language's phrases for the quote's own lines: the English ones' shape, every text free to differ. */
export type QuoteOwnPhrases = typeof englishQuotePhrases;
/** What the quote writes with: the quick estimate's lines and its own. */
export type QuotePhrases = EstimatorPhrases & QuoteOwnPhrases;
