/**
 * The inventory quote: the published table's figure for the route and the load's price column,
 * each extra charge as its own line, GST, and a total that is the sum of the lines.
 */
import { type ChargeId, GST } from "~/content/charges";
import type { Price } from "~/content/prices/types";
import { addPrices, estimate, type EstimateDistance, type EstimateInput, rupees } from "~/lib/estimate";

import { atActualLines, type ChargeLine, extraChargeLines, gstOn, insuranceLine } from "./charges";
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

export const SURVEY_TOO_LARGE =
  "More goods than our largest container holds: a move this size is planned and priced after a free survey.";
export const SURVEY_LOCAL_LARGE =
  "Our local price table stops at 3 BHK, and this load needs a bigger truck: it is priced after a free survey.";

export function quoteOf(state: InventoryState): InventoryQuote {
  const totals = totalsOf(state.items);
  const vehicle = chooseVehicle(totals.volume);
  return { totals, vehicle, price: priceOf(state, totals, vehicle) };
}

function priceOf(state: InventoryState, totals: Totals, vehicle: VehicleChoice): QuotePrice {
  if (vehicle.kind === "none") return { status: "empty" };
  if (vehicle.kind === "too-large") return { status: "survey", reason: SURVEY_TOO_LARGE };
  if (!state.move) return { status: "incomplete", missing: ["within a city or between cities"] };
  const column = vehicle.priceColumn;
  if (state.move === "local" && column === "4+ BHK/Villa") return { status: "survey", reason: SURVEY_LOCAL_LARGE };

  const input: EstimateInput =
    state.move === "local"
      ? { kind: "local", size: column, city: state.city }
      : { kind: "between", size: column, from: state.from, to: state.to };
  const base = estimate(input);
  if (base.status === "same-place") return base;
  if (base.status !== "ready") {
    return { status: "incomplete", missing: base.status === "incomplete" ? base.missing : [] };
  }

  const tableLines: QuoteLine[] = base.lines.map((l) => ({
    id: "table",
    label: state.move === "local" ? l.label : `Moving the goods (priced as ${column})`,
    detail: `${l.table}: ${l.cell}`,
    price: l.price,
  }));
  const extras = extraChargeLines(state, totals);
  const taxable = addPrices([...tableLines, ...extras].map((l) => l.price));
  const gst: QuoteLine = {
    id: "gst",
    label: "GST",
    detail: `${GST.percent}% of ${rupees(taxable)}`,
    price: gstOn(taxable),
  };
  const insurance = insuranceLine(state.declaredValue);
  const lines: QuoteLine[] = [...tableLines, ...extras, gst, ...(insurance ? [insurance] : [])];

  const notes = [...(base.distance?.notes ?? []), ...base.notes];
  if (vehicle.kind === "part-load")
    notes.push(`A part load shares a truck with another move and is priced at the tables' smallest column, ${column}.`);

  return {
    status: "ready",
    column,
    lines,
    total: addPrices(lines.map((l) => l.price)),
    atActual: atActualLines(state.move),
    ...(base.distance ? { distance: base.distance } : {}),
    notes,
  };
}
