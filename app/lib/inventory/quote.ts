/**
 * The inventory quote: the published table's figure for the route and the load's price column,
 * each extra charge as its own line, GST, and a total that is the sum of the lines.
 */
import type { ChargeId, QuoteCharges } from "~/content/charges";
import type { Place } from "~/content/distances";
import { GST } from "~/content/gst";
import type { PriceTables } from "~/content/prices/tables";
import type { Price } from "~/content/prices/types";
import { addPrices, estimate, type EstimateDistance, type EstimateInput, rupees } from "~/lib/estimate";

import { atActualLines, type ChargeLine, extraChargeLines, gstOn, insuranceLine } from "./charges";
import type { QuotePhrases } from "./phrases";
import type { InventoryState } from "./state";
import { chooseVehicle, type Totals, totalsOf, type VehicleChoice } from "./totals";

export interface QuoteLine {
  /** "table" for a figure from the published price tables, else the published charge. */
  id: ChargeId | "table";
  label: string;
  detail: string;
  price: Price;
}

export type QuotePrice =
  | { status: "empty" }
  /** A load the online quote cannot price: the free survey does. */
  | { status: "survey"; reason: string }
  | { status: "incomplete"; missing: string[] }
  | { status: "same-place" }
  | {
      status: "ready";
      /** The id of the column of the published tables the load is priced at. */
      column: string;
      lines: QuoteLine[];
      /** The sum of `lines`. */
      total: Price;
      /** Passed on at cost: listed, never added. */
      atActual: ChargeLine[];
      distance?: EstimateDistance;
      notes: string[];
    };

export interface InventoryQuote {
  totals: Totals;
  vehicle: VehicleChoice;
  price: QuotePrice;
}

/** A load too large for a move within a city's table: the survey prices it. */
const LOCAL_TOO_LARGE = "4-bhk-villa";

/**
 * The quote for a list from the price tables, the extra charges' rates and the offered places (their coordinates give
 * the distance), its texts in the language of `say`, of the tables and of the charges' names (the page's, or English for
 * what the office reads).
 */
export function quoteOf(
  state: InventoryState,
  tables: PriceTables,
  charges: QuoteCharges,
  places: readonly Place[],
  say: QuotePhrases,
): InventoryQuote {
  const totals = totalsOf(state.items);
  const vehicle = chooseVehicle(totals.volume);
  return { totals, vehicle, price: priceOf(state, totals, vehicle, tables, charges, places, say) };
}

function priceOf(
  state: InventoryState,
  totals: Totals,
  vehicle: VehicleChoice,
  tables: PriceTables,
  charges: QuoteCharges,
  places: readonly Place[],
  say: QuotePhrases,
): QuotePrice {
  if (vehicle.kind === "none") return { status: "empty" };
  if (vehicle.kind === "too-large") return { status: "survey", reason: say.surveyTooLarge };
  if (!state.move) return { status: "incomplete", missing: [say.localOrBetween] };
  const column = vehicle.priceColumn;
  if (state.move === "local" && column === LOCAL_TOO_LARGE) return { status: "survey", reason: say.surveyLocalLarge };
  const columnLabel = tables["home-shifting"].columns.find((c) => c.id === column)?.label ?? column;

  const input: EstimateInput =
    state.move === "local"
      ? { kind: "local", size: column, city: state.city }
      : { kind: "between", size: column, from: state.from, to: state.to };
  const base = estimate(input, tables, places, say);
  if (base.status === "same-place") return base;
  if (base.status !== "ready") {
    return { status: "incomplete", missing: base.status === "incomplete" ? base.missing : [] };
  }

  const tableLines: QuoteLine[] = base.lines.map((l) => ({
    id: "table",
    label: state.move === "local" ? l.label : say.movingTheGoods(columnLabel),
    detail: say.cellOf(l.table, l.cell),
    price: l.price,
  }));
  const extras = extraChargeLines(state, totals, charges, say);
  const taxable = addPrices([...tableLines, ...extras].map((l) => l.price));
  const gst: QuoteLine = {
    id: "gst",
    label: say.gst,
    detail: say.percentOf(`${GST.percent}%`, rupees(taxable)),
    price: gstOn(taxable),
  };
  const insurance = insuranceLine(state.declaredValue, charges, say);
  const lines: QuoteLine[] = [...tableLines, ...extras, gst, ...(insurance ? [insurance] : [])];

  const notes = [...(base.distance?.notes ?? []), ...base.notes];
  if (vehicle.kind === "part-load") notes.push(say.partLoad(columnLabel));

  return {
    status: "ready",
    column,
    lines,
    total: addPrices(lines.map((l) => l.price)),
    atActual: atActualLines(state.move, charges, say),
    ...(base.distance ? { distance: base.distance } : {}),
    notes,
  };
}
