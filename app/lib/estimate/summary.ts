/** The estimate as text and links: WhatsApp summary and the prefilled free-estimate form. */
import { indianNumber } from "~/config/numbers";
import { findPlace, type Place } from "~/content/distances";
import type { PriceTables } from "~/content/prices/tables";
import { formatPrice, type Price } from "~/content/prices/types";
import type { ShipmentMode } from "~/content/shipment-modes";

import { estimate } from "./estimate";
import { type EstimateInput, moveKindLabels, NO_HOME } from "./input";
import type { EstimatorPhrases } from "./phrases";
import { isIsoDate } from "./prefill";

export const rupees = (p: Price) => (p === "As Actual" ? "as actual" : `₹${formatPrice(p)}`);

export const formatKm = (km: number) => `${indianNumber(km)} km`;

/** "20 December 2026" for "2026-12-20". */
export function formatDate(iso: string) {
  if (!isIsoDate(iso)) return iso;
  return new Date(`${iso}T00:00:00Z`).toLocaleDateString("en-IN", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
}

/** The English name of a place, as the office reads it. */
const sentName = (places: readonly Place[], slug: string | undefined) => findPlace(places, slug)?.sent;

/** "Kolkata to Delhi" (or the city of a local move), when known. */
function routeText(input: EstimateInput, places: readonly Place[]) {
  if (input.kind === "local") return sentName(places, input.city);
  const from = sentName(places, input.from);
  const to = sentName(places, input.to);
  return from && to ? `${from} to ${to}` : undefined;
}

/** What the office's copy of an estimate is written from: the English price tables and the English lines. */
export interface OfficeSources {
  tables: PriceTables;
  say: EstimatorPhrases;
}

/**
 * The estimate as plain text, for WhatsApp and the free-estimate form's shipment description: what the office
 * reads, so in English whatever the page's language (`english` is the English price tables and lines, the places'
 * `sent` names are English). `link` is the full estimator URL, added on its own line when given.
 */
export function summarise(
  input: EstimateInput,
  english: OfficeSources,
  places: readonly Place[],
  link?: string,
): string {
  const result = estimate(input, english.tables, places, english.say);
  if (result.status !== "ready" || !input.kind) return "";
  const route = routeText(input, places);
  const size =
    input.kind === "local"
      ? english.tables["local-shifting"].columns.find((c) => c.id === input.size)?.label
      : undefined;
  const head = [moveKindLabels[input.kind], size, route].filter(Boolean).join(", ");
  const parts = [`Instant estimate (approximate): ${head}.`];
  if (result.distance) parts.push(`About ${formatKm(result.distance.km)} by road.`);
  if (input.kind === "local") {
    parts.push(result.lines.map((l) => `${l.label} ${rupees(l.price)}`).join("; ") + ".");
  } else {
    parts.push(result.lines.map((l) => `${l.label}: ${rupees(l.price)}`).join("; ") + ".");
  }
  parts.push(`Total: ${rupees(result.total)}.`);
  if (input.date) parts.push(`Moving date: ${formatDate(input.date)}.`);
  parts.push("Prices are approximate and confirmed after the free survey.");
  let text = parts.join(" ");
  if (link) text += `\n${link}`;
  return text;
}

/** The local table's column for an office move. */
const OFFICE = "office";

/** The free-estimate form's service for a move. Values are the form's shipment modes. */
function shipmentMode(input: EstimateInput): ShipmentMode | undefined {
  switch (input.kind) {
    case "local":
      return input.size === OFFICE ? "Corporate Relocation" : "Local Shifting";
    case "between":
      if (input.size && input.size !== NO_HOME) return "Home Shifting";
      if (input.car) return "Car Relocation";
      return input.bike ? "Bike Relocation" : undefined;
    case "defence":
      return "Defence Relocation";
    case "fine-arts":
      return "Fine Arts Relocation";
    case "warehousing":
      return "Warehouse & Storage";
    default:
      return undefined;
  }
}

/** /free-estimate?… prefilled with the route, the date if given, the service and the summary. */
export function freeEstimateHref(
  input: EstimateInput,
  english: OfficeSources,
  places: readonly Place[],
  link?: string,
): string {
  const q = new URLSearchParams();
  if (input.kind === "local") {
    const city = sentName(places, input.city);
    if (city) {
      q.set("origin_city", city);
      q.set("destination_city", city);
    }
  } else {
    const from = sentName(places, input.from);
    const to = sentName(places, input.to);
    if (from) q.set("origin_city", from);
    if (to) q.set("destination_city", to);
  }
  if (input.date) q.set("date", input.date);
  const mode = shipmentMode(input);
  if (mode) q.set("shipment_mode", mode);
  const summary = summarise(input, english, places, link);
  if (summary) q.set("shipment_description", summary);
  const s = q.toString();
  return s ? `/free-estimate?${s}` : "/free-estimate";
}
