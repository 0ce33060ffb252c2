/**
 * What the item list's quote writes beyond the quick estimate's lines (app/lib/estimate/phrases.ts): the extra
 * charges and how each was worked out, the GST line, what the list holds and needs, its route and access, and the
 * notices about a saved or shared list. Each is a template of the estimator's words (content/<language>/estimator.json
 * `list.lines`) filled here with the list's figures, so this library holds no words: the page passes its language's,
 * and what the office receives is written with the English file's.
 */
import type { Locale } from "~/config/locales";
import { indianNumber } from "~/config/numbers";
import type { ListLines } from "~/content/estimator";
import type { AcKind, DismantleKind } from "~/content/inventory/items";
import { filled } from "~/content/placeholders";
import { counted } from "~/content/plurals";
import type { EstimatorPhrases } from "~/lib/estimate/phrases";

import type { Access, InventoryState, PackingLevel } from "./state";
import { formatCuFt, type Totals, type VehicleChoice } from "./totals";

/** The two ends of a move. */
export type MoveEnd = "pickup" | "delivery";
/** A detail of a saved or shared list that can be reset when it is damaged. */
export type ListDetail = keyof ListLines["details"];

/** What went wrong with a saved or shared list, told to the visitor when the list is opened. */
export type ListNotice =
  | { list: "saved" | "shared"; problem: "unreadable" }
  | { list: "saved" | "shared"; problem: "dropped"; entries: number }
  | { list: "saved" | "shared"; problem: "reset"; details: ListDetail[] }
  | { list: "saved"; problem: "cleared" | "outdated" };

/** A city's name and, in a language whose sentences inflect it, its case forms (the cities file's `forms`). */
export interface CityName {
  name: string;
  in?: string;
  of?: string;
}

/** The quote's own lines, written in one language. */
export interface QuoteOwnPhrases {
  /** The choice to make before a list can be priced. */
  localOrBetween: string;
  /** A cell of a named table: "Home shifting (approximate, ₹): Delhi row, 2 BHK column". */
  cellOf: (table: string, cell: string) => string;
  surveyTooLarge: string;
  surveyLocalLarge: string;
  movingTheGoods: (column: string) => string;
  partLoad: (column: string) => string;
  gst: string;
  percentOf: (percent: string, amount: string) => string;
  /** A floor as a charge's line names it: "3rd floor". */
  floor: (floor: number) => string;
  /** "Stairs without a lift, pickup (3rd floor)"; `where` is a floor or a distance. */
  chargeAt: (charge: string, end: MoveEnd, where?: string) => string;
  metres: (m: number) => string;
  /** "2 floors × ₹150 per 100 cu ft × 6": a rate per `unit` of volume, and how many units the load is. */
  stairsWork: (floors: number, rate: string, unit: string, units: number) => string;
  carryWork: (
    steps: number,
    stepMetres: number,
    freeMetres: number,
    rate: string,
    unit: string,
    units: number,
  ) => string;
  shuttleWork: (trips: number, rate: string, load: string) => string;
  dismantle: (n: number, thing: DismantleKind) => string;
  acUnits: (charge: string, units: number) => string;
  acWork: (n: number, kind: AcKind, rate: string) => string;
  storageDays: (charge: string, days: number) => string;
  storageWork: (days: number, rate: string, unit: string, units: number) => string;
  insuranceOn: (charge: string, value: string) => string;
  ofDeclaredValue: (range: string) => string;
  atActual: string;
  waiting: (charge: string, freeHours: number, rate: string) => string;
  /** A saved or shared list that could not be used in full. */
  notice: (n: ListNotice) => string;
}

/** What the list's summary says of it: its goods, vehicle, route and access, its packing and one room's items. */
export interface ListPhrases extends QuoteOwnPhrases {
  /** "30 items and 18 cartons, 563.5 cu ft" */
  goods: (totals: Totals) => string;
  vehicle: (vehicle: VehicleChoice) => string;
  /** "Kolkata to Delhi", "Within Patna" …, each city as `place` names it; undefined before a choice. */
  route: (state: InventoryState, place: (slug: string | undefined) => CityName | undefined) => string | undefined;
  access: (access: Access) => string;
  packing: (level: PackingLevel) => string;
  /** One room of the printed list: "Bedroom 1: Double bed (queen or king) × 1; …". */
  listLine: (room: string, items: readonly (readonly [name: string, qty: number])[]) => string;
}

/** What the quote writes with: the quick estimate's lines and its own. */
export type QuotePhrases = EstimatorPhrases & QuoteOwnPhrases;

/**
 * The list's lines in `locale`, from its templates: each count in the language's plural form, each floor as
 * `floor` names it (the page's floor names, or the office's English).
 */
export function listPhrases(lines: ListLines, locale: Locale, floor: (floor: number) => string): ListPhrases {
  const count = (words: Parameters<typeof counted>[0], n: number) => counted(words, n, locale);
  const notices = lines.notices;
  return {
    localOrBetween: lines.localOrBetween,
    cellOf: (table, cell) => filled(lines.cellOf, { table, cell }),
    surveyTooLarge: lines.surveyTooLarge,
    surveyLocalLarge: lines.surveyLocalLarge,
    movingTheGoods: (column) => filled(lines.movingTheGoods, { column }),
    partLoad: (column) => filled(lines.partLoad, { column }),
    gst: lines.gst,
    percentOf: (percent, amount) => filled(lines.percentOf, { percent, amount }),
    floor,
    chargeAt: (charge, end, where) =>
      where === undefined
        ? filled(lines.chargeAt, { charge, end: lines.ends[end] })
        : filled(lines.chargeAtWhere, { charge, end: lines.ends[end], where }),
    metres: (m) => filled(lines.metres, { metres: String(m) }),
    stairsWork: (floors, rate, unit, units) =>
      filled(lines.stairsWork, { floors: count(lines.floors, floors), rate, unit, units: String(units) }),
    carryWork: (steps, stepMetres, freeMetres, rate, unit, units) =>
      filled(lines.carryWork, {
        steps: count(lines.steps, steps),
        stepMetres: String(stepMetres),
        freeMetres: String(freeMetres),
        rate,
        unit,
        units: String(units),
      }),
    shuttleWork: (trips, rate, load) => filled(lines.shuttleWork, { trips: count(lines.trips, trips), rate, load }),
    dismantle: (n, thing) => filled(lines.dismantle, { pieces: count(lines.dismantled[thing], n) }),
    acUnits: (charge, units) => filled(lines.acUnits, { charge, units: count(lines.units, units) }),
    acWork: (n, kind, rate) => filled(lines.acWork, { count: String(n), kind: lines.acKinds[kind], rate }),
    storageDays: (charge, days) => filled(lines.storageDays, { charge, days: count(lines.days, days) }),
    storageWork: (days, rate, unit, units) =>
      filled(lines.storageWork, { days: count(lines.days, days), rate, unit, units: String(units) }),
    insuranceOn: (charge, value) => filled(lines.insuranceOn, { charge, value }),
    ofDeclaredValue: (range) => filled(lines.ofDeclaredValue, { range }),
    atActual: lines.atActual,
    waiting: (charge, freeHours, rate) => filled(lines.waiting, { charge, freeHours: String(freeHours), rate }),
    notice: (n) => {
      switch (n.problem) {
        case "unreadable":
          return notices[n.list].unreadable;
        case "dropped":
          return count(notices[n.list].dropped, n.entries);
        case "reset":
          return filled(notices[n.list].reset, { details: n.details.map((d) => lines.details[d]).join(", ") });
        case "cleared":
        case "outdated":
          return notices.saved[n.problem];
      }
    },

    goods: (totals) =>
      filled(lines.goods, {
        items: counted(lines.items, totals.items, locale, indianNumber(totals.items)),
        cartons: counted(lines.cartons, totals.cartons, locale, indianNumber(totals.cartons)),
        volume: formatCuFt(totals.volume),
      }),
    vehicle: (vehicle) => {
      switch (vehicle.kind) {
        case "none":
          return lines.vehicle.none;
        case "part-load":
          return vehicle.name;
        case "vehicle":
          return filled(lines.vehicle.usable, {
            vehicle: vehicle.name,
            usable: formatCuFt(vehicle.vehicle.usableCuFt),
          });
        case "too-large":
          return lines.vehicle.tooLarge;
      }
    },
    route: (state, place) => {
      if (state.move === "local") {
        const city = place(state.city);
        if (!city) return lines.route.withinACity;
        return filled(lines.route.within, {
          city: city.name,
          cityIn: city.in ?? city.name,
          cityOf: city.of ?? city.name,
        });
      }
      if (state.move === "between")
        return filled(lines.route.between, { from: place(state.from)?.name ?? "?", to: place(state.to)?.name ?? "?" });
      return undefined;
    },
    access: (a) => {
      const parts = [
        a.floor === 0
          ? lines.access.ground
          : filled(a.lift ? lines.access.lift : lines.access.noLift, { floor: floor(a.floor) }),
        a.carryMetres ? filled(lines.access.carry, { metres: indianNumber(a.carryMetres) }) : lines.access.atTheDoor,
      ];
      if (a.narrowLane) parts.push(lines.access.narrowLane);
      return parts.join(", ");
    },
    packing: (level) => lines.packing[level],
    listLine: (room, items) =>
      filled(lines.room, {
        room,
        items: items.map(([item, qty]) => filled(lines.item, { item, qty: String(qty) })).join("; "),
      }),
  };
}
