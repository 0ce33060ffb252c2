/**
 * What travels with the free-estimate request, so the office sees exactly what was declared:
 * the inventory as readable text, a compact JSON copy, and a one-paragraph summary for the form's
 * description field and for sharing. Both attached fields stay under MAX_FIELD_BYTES.
 */
import { indianNumber } from "~/config/numbers";
import type { QuoteCharges } from "~/content/charges";
import { findPlace, type Place } from "~/content/distances";
import type { ListLines } from "~/content/estimator";
import { findItem } from "~/content/inventory/items";
import { findRoom } from "~/content/inventory/rooms";
import type { PriceTables } from "~/content/prices/tables";
import { type EstimatorPhrases, formatDate, formatKm, rupees } from "~/lib/estimate";

import { onTheDayNote } from "./charges";
import { englishFloor } from "./floor";
import { type ListPhrases, listPhrases } from "./phrases";
import { quoteOf } from "./quote";
import { ATTACH_PARAM, ATTACH_VALUE } from "./request";
import { entries, type InventoryState, roomOrder } from "./state";

/** The English name of the price tables' home-size column a load is priced at ("2 BHK"): what the office reads. */
const columnName = (english: PriceTables, id: string) =>
  english["home-shifting"].columns.find((c) => c.id === id)?.label ?? id;

/** Each attached field's limit in UTF-8 bytes (the inbox refuses fields over about 10 KB). */
export const MAX_FIELD_BYTES = 8000;

export const byteLength = (s: string) => new TextEncoder().encode(s).length;

const plural = (n: number, one: string, many = `${one}s`) => `${indianNumber(n)} ${n === 1 ? one : many}`;

/** The English name of one of `places`, as the office reads it. */
const sentName = (places: readonly Place[], slug: string | undefined) => findPlace(places, slug)?.sent;

/** The route as the office reads it: "Kolkata to Delhi", "Within Patna", "Within a city", or undefined before a choice. */
const routeLine = (state: InventoryState, places: readonly Place[], say: ListPhrases) =>
  say.route(state, (slug) => {
    const name = sentName(places, slug);
    return name === undefined ? undefined : { name };
  });

const SELF_NAMES = { bed: "beds", wardrobe: "wardrobes", table: "tables", workstation: "workstations", ac: "ACs" };

/** One line per room: "Bedroom 1: Double bed (queen or king) × 1; …". */
function listLines(state: InventoryState): string[] {
  return roomOrder
    .filter((room) => state.items[room])
    .map((room) => {
      const list = entries({ [room]: state.items[room] })
        .map(({ item, qty }) => `${findItem(item)?.name ?? item} × ${qty}`)
        .join("; ");
      return `${findRoom(room)?.name ?? room}: ${list}`;
    });
}

/** Cuts a text to a byte limit on a character boundary, saying so. */
export function fitBytes(text: string, max = MAX_FIELD_BYTES): string {
  if (byteLength(text) <= max) return text;
  const tail = "\n… (cut to fit; the full list is in inventory_data)";
  let out = text;
  while (byteLength(out) + byteLength(tail) > max) out = out.slice(0, Math.floor(out.length * 0.95));
  return out + tail;
}

export interface PayloadLinks {
  /** The site's address, for the charges page. */
  siteUrl: string;
  /** The link that opens this list. */
  listLink?: string;
}

/**
 * What the office's copy of a quote is priced from and written with: the price tables, the extra charges and the
 * quick estimate's lines, in English whatever the page's language.
 */
export interface EnglishSources {
  tables: PriceTables;
  charges: QuoteCharges;
  lines: EstimatorPhrases;
  /** The item list's own lines. */
  list: ListLines;
}

/** The list's lines in English, its floors as the office reads them. */
const officePhrases = (english: EnglishSources) => listPhrases(english.list, "en", englishFloor);

/** The office's quote for a list, and the English lines it is written with. */
function englishQuoteOf(state: InventoryState, english: EnglishSources, places: readonly Place[]) {
  const say = officePhrases(english);
  return { say, ...quoteOf(state, english.tables, english.charges, places, { ...english.lines, ...say }) };
}

/** The readable text of the `inventory` field, in English whatever the page's language: the office reads it. */
export function inventoryText(
  state: InventoryState,
  english: EnglishSources,
  places: readonly Place[],
  links: PayloadLinks,
): string {
  const { say, ...quote } = englishQuoteOf(state, english, places);
  const { price } = quote;
  const out: string[] = ["INVENTORY QUOTE (approximate)"];
  const route = routeLine(state, places, say);
  const move = [route ?? "Route not chosen"];
  if (price.status === "ready" && price.distance) move.push(`about ${formatKm(price.distance.km)} by road`);
  if (state.date) move.push(`moving date ${formatDate(state.date)}`);
  out.push(`Move: ${move.join(", ")}.`);
  out.push(`Goods: ${say.goods(quote.totals)}. Vehicle: ${say.vehicle(quote.vehicle)}.`);
  out.push("", "LIST", ...listLines(state));
  const self = state.selfService.map((s) => SELF_NAMES[s]);
  out.push(
    "",
    "ACCESS AND SERVICES",
    `Pickup: ${say.access(state.pickup)}.`,
    `Delivery: ${say.access(state.delivery)}.`,
    `Packing: ${state.packing}.`,
    `Customer takes apart and fits: ${self.length ? self.join(", ") : "nothing"}.`,
    `Storage: ${state.storageDays ? plural(state.storageDays, "day") : "none"}.`,
    `Declared value for insurance: ${state.declaredValue ? rupees({ fixed: state.declaredValue }) : "none (no insurance)"}.`,
  );
  out.push("", "PRICE");
  if (price.status === "ready") {
    out.push(`Priced as: ${columnName(english.tables, price.column)} (published tables).`);
    for (const l of price.lines) out.push(`${l.label}: ${rupees(l.price)} (${l.detail})`);
    out.push(`Total: ${rupees(price.total)}`);
    out.push(`Not in the total, at actual with receipts: ${price.atActual.map((l) => l.label).join("; ")}.`);
    out.push(`Only if it happens: ${onTheDayNote(english.charges, say)}`);
    for (const n of price.notes) out.push(`Note: ${n}`);
  } else if (price.status === "survey") out.push(price.reason);
  else out.push("No price yet: the route is not complete.");
  out.push("", `Every extra charge and its rule: ${links.siteUrl}/charges`);
  out.push("Prices are approximate and confirmed after the free survey.");
  if (links.listLink) out.push(`Open this list: ${links.listLink}`);
  return fitBytes(out.join("\n"));
}

/** The compact JSON copy of the `inventory_data` field: the declared state plus the computed result. */
export function inventoryData(state: InventoryState, english: EnglishSources, places: readonly Place[]): string {
  const { price, vehicle, totals } = englishQuoteOf(state, english, places);
  const data = {
    v: 1,
    ...state,
    cuFt: totals.volume,
    vehicle: vehicle.kind === "vehicle" ? vehicle.vehicle.id : vehicle.kind,
    ...(price.status === "ready"
      ? {
          column: columnName(english.tables, price.column),
          total: price.total,
          lines: price.lines.map((l) => [l.id, l.price]),
        }
      : { price: price.status }),
  };
  const json = JSON.stringify(data);
  // The state alone always fits (MAX_ENTRIES); the computed lines are the first to go.
  return byteLength(json) <= MAX_FIELD_BYTES ? json : JSON.stringify({ v: 1, ...state });
}

/** A paragraph for the form's description field and for sharing. */
export function inventorySummary(state: InventoryState, english: EnglishSources, places: readonly Place[]): string {
  const { say, ...quote } = englishQuoteOf(state, english, places);
  const parts = [`Inventory quote: ${say.goods(quote.totals)}; ${say.vehicle(quote.vehicle)}.`];
  const route = routeLine(state, places, say);
  if (route) parts.push(`${route}.`);
  if (quote.price.status === "ready") parts.push(`Approximate total ${rupees(quote.price.total)} with GST.`);
  return parts.join(" ");
}

/** The free-estimate form's service for this list. */
export function shipmentModeOf(state: InventoryState): string {
  const rooms = roomOrder.filter((r) => state.items[r]);
  if (rooms.length > 0 && rooms.every((r) => r === "office")) return "Corporate Relocation";
  return state.move === "local" ? "Local Shifting" : "Home Shifting";
}

/** /free-estimate prefilled as the quick estimator does, asking it to attach the kept inventory. */
export function requestHref(state: InventoryState, english: EnglishSources, places: readonly Place[]): string {
  const q = new URLSearchParams();
  const name = (slug?: string) => sentName(places, slug);
  const [from, to] = state.move === "local" ? [name(state.city), name(state.city)] : [name(state.from), name(state.to)];
  if (from) q.set("origin_city", from);
  if (to) q.set("destination_city", to);
  if (state.date) q.set("date", state.date);
  q.set("shipment_mode", shipmentModeOf(state));
  q.set("shipment_description", inventorySummary(state, english, places));
  q.set(ATTACH_PARAM, ATTACH_VALUE);
  return `/free-estimate?${q.toString()}`;
}
