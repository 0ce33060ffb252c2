/** The estimator's form state in the page URL, so a result can be bookmarked and shared. */
import { findPlace, type Place } from "~/content/distances";
import type { PriceTables } from "~/content/prices/tables";

import {
  EMPTY_INPUT,
  type EstimateInput,
  type MoveKind,
  moveKinds,
  sizesFor,
  vehicleClasses,
  vehicleKinds,
} from "./input";
import { isIsoDate } from "./prefill";

/** One of `ids`, or undefined. */
const oneOf = (ids: readonly string[], value: string) => ids.find((id) => id === value);

/** The query keys the estimator reads and writes; any other key (utm_source …) is ignored. */
const QUERY_KEYS = ["move", "size", "city", "from", "to", "car", "bike", "date"] as const;

/** The fields a kind uses. */
function fieldsOf(kind: MoveKind) {
  if (kind === "local") return { city: true, route: false, vehicles: false };
  return { city: false, route: true, vehicles: vehicleKinds.includes(kind) };
}

/**
 * The form state from a URL query, its cities among `places`. A damaged link — an unknown kind, city or class, a malformed
 * date, a value with no kind — gives the empty form rather than a guess; it never throws.
 * Values for fields the chosen kind does not use are ignored.
 */
export function parseQuery(
  query: string | URLSearchParams,
  tables: PriceTables,
  places: readonly Place[],
): EstimateInput {
  const q = typeof query === "string" ? new URLSearchParams(query) : query;
  const get = (key: string) => {
    const all = q.getAll(key);
    if (all.length > 1) return null; // ambiguous
    return all[0];
  };
  if (!QUERY_KEYS.some((k) => q.has(k))) return EMPTY_INPUT;

  const move = get("move");
  const kind = moveKinds.find((k) => k === move);
  if (!kind) return EMPTY_INPUT;
  const uses = fieldsOf(kind);
  const input: EstimateInput = { kind };

  // Each present value must be valid; a bad one empties the whole form.
  const read = (key: string, parse: (v: string) => string | undefined, used: boolean): boolean => {
    const raw = get(key);
    if (raw === undefined) return true;
    if (raw === null) return false;
    const value = parse(raw);
    if (value === undefined) return false;
    if (used) (input as Record<string, string>)[key] = value;
    return true;
  };
  const place = (v: string) => findPlace(places, v)?.slug;
  const ok =
    read("size", (v) => oneOf(sizesFor(kind, tables), v), true) &&
    read("city", place, uses.city) &&
    read("from", place, uses.route) &&
    read("to", place, uses.route) &&
    read("car", (v) => oneOf(vehicleClasses(tables).car, v), uses.vehicles) &&
    read("bike", (v) => oneOf(vehicleClasses(tables).bike, v), uses.vehicles) &&
    read("date", (v) => (isIsoDate(v) ? v : undefined), true);
  return ok ? input : EMPTY_INPUT;
}

/** The URL query for a form state: only the fields its kind uses, in a fixed order. "" for an empty form. */
export function toQuery(input: EstimateInput): string {
  const { kind } = input;
  if (!kind) return "";
  const uses = fieldsOf(kind);
  const q = new URLSearchParams({ move: kind });
  if (input.size) q.set("size", input.size);
  if (uses.city && input.city) q.set("city", input.city);
  if (uses.route && input.from) q.set("from", input.from);
  if (uses.route && input.to) q.set("to", input.to);
  if (uses.vehicles && input.car) q.set("car", input.car);
  if (uses.vehicles && input.bike) q.set("bike", input.bike);
  if (input.date) q.set("date", input.date);
  return q.toString();
}
