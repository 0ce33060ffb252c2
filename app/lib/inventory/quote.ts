/**
 * The inventory quote: the published table's figure for the route and the load's price column,
 * each extra charge as its own line, GST, and a total that is the sum of the lines.
 */
import type { ChargeId } from "~/content/charges";
import { GST } from "~/content/gst";
import type { Price } from "~/content/prices/types";
import { addPrices, estimate, type EstimateDistance, type EstimateInput, rupees } from "~/lib/estimate";

import { atActualLines, type ChargeLine, extraChargeLines, gstOn, insuranceLine } from "./charges";
import { englishQuotePhrases, type QuotePhrases } from "./phrases";
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
      /** The column of the published tables the load is priced at. */
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

/** The quote for a list, its texts in the language of `say` (English, as the office reads it, by default). */
export function quoteOf(state: InventoryState, say: QuotePhrases = englishQuotePhrases): InventoryQuote {
  const totals = totalsOf(state.items);
  const vehicle = chooseVehicle(totals.volume);
  return { totals, vehicle, price: priceOf(state, totals, vehicle, say) };
}

function priceOf(state: InventoryState, totals: Totals, vehicle: VehicleChoice, say: QuotePhrases): QuotePrice {
  if (vehicle.kind === "none") return { status: "empty" };
  if (vehicle.kind === "too-large") return { status: "survey", reason: say.surveyTooLarge };
  if (!state.move) return { status: "incomplete", missing: [say.localOrBetween] };
  const column = vehicle.priceColumn;
  if (state.move === "local" && column === "4+ BHK/Villa") return { status: "survey", reason: say.surveyLocalLarge };

  const input: EstimateInput =
    state.move === "local"
      ? { kind: "local", size: column, city: state.city }
      : { kind: "between", size: column, from: state.from, to: state.to };
  const base = estimate(input, say);
  if (base.status === "same-place") return base;
  if (base.status !== "ready") {
    return { status: "incomplete", missing: base.status === "incomplete" ? base.missing : [] };
  }

  const tableLines: QuoteLine[] = base.lines.map((l) => ({
    id: "table",
    label: state.move === "local" ? l.label : say.movingTheGoods(say.table(column)),
    detail: say.cellOf(l.table, l.cell),
    price: l.price,
  }));
  const extras = extraChargeLines(state, totals, say);
  const taxable = addPrices([...tableLines, ...extras].map((l) => l.price));
  const gst: QuoteLine = {
    id: "gst",
    label: say.gst,
    detail: say.percentOf(`${GST.percent}%`, rupees(taxable)),
    price: gstOn(taxable),
  };
  const insurance = insuranceLine(state.declaredValue, say);
  const lines: QuoteLine[] = [...tableLines, ...extras, gst, ...(insurance ? [insurance] : [])];

  const notes = [...(base.distance?.notes ?? []), ...base.notes];
  if (vehicle.kind === "part-load") notes.push(say.partLoad(say.table(column)));

  return {
    status: "ready",
    column,
    lines,
    total: addPrices(lines.map((l) => l.price)),
    atActual: atActualLines(state.move, say),
    ...(base.distance ? { distance: base.distance } : {}),
    notes,
  };
}
