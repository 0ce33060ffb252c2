/**
 * The list in a link: a few query parameters that survive a WhatsApp share (only letters, digits
 * and `*-._`, which URLSearchParams leaves as they are). Opening the link goes through the same
 * sanitise() as the stored list, so a damaged link never breaks the page.
 *
 *   tab=items
 *   items=living.sofa-3.tv-43_2*bedroom-1.double-bed   rooms split by *, then room.item[_qty]…
 *   move=local.patna | between.kolkata.delhi            moving date in on=YYYY-MM-DD
 *   pickup=3.0.40.1                                     floor.lift.metres.narrow-lane
 *   pack=premium  self=bed.ac  store=10  value=500000
 */
import type { Place } from "~/content/distances";

import { sanitise, type Sanitised } from "./sanitise";
import { entries, type InventoryState, roomOrder } from "./state";
import { ITEMS_TAB } from "./tab";

const accessText = (a: InventoryState["pickup"]) =>
  [a.floor, a.lift ? 1 : 0, a.carryMetres, a.narrowLane ? 1 : 0].join(".");

/** The query string (without "?") of a list, tab included. */
export function toShareQuery(state: InventoryState): string {
  const q = new URLSearchParams({ tab: ITEMS_TAB });
  const rooms = roomOrder
    .filter((room) => state.items[room])
    .map((room) =>
      [
        room,
        ...entries({ [room]: state.items[room] }).map(({ item, qty }) => (qty === 1 ? item : `${item}_${qty}`)),
      ].join("."),
    );
  if (rooms.length) q.set("items", rooms.join("*"));
  if (state.move === "local") q.set("move", ["local", state.city].filter(Boolean).join("."));
  if (state.move === "between") q.set("move", ["between", state.from ?? "", state.to ?? ""].join("."));
  if (state.date) q.set("on", state.date);
  q.set("pickup", accessText(state.pickup));
  q.set("delivery", accessText(state.delivery));
  if (state.packing === "premium") q.set("pack", "premium");
  if (state.selfService.length) q.set("self", state.selfService.join("."));
  if (state.storageDays) q.set("store", String(state.storageDays));
  if (state.declaredValue) q.set("value", String(state.declaredValue));
  return q.toString();
}

/** Whether a query carries a shared list. */
export const hasSharedList = (query: string | URLSearchParams) => new URLSearchParams(query).has("items");

const whole = (s: string | undefined) => (s !== undefined && /^\d{1,9}$/.test(s) ? Number(s) : Number.NaN);

function readAccess(text: string | null) {
  if (text === null) return undefined;
  const [floor, lift, metres, lane, ...rest] = text.split(".");
  if (rest.length) return "bad";
  return {
    floor: whole(floor),
    lift: lift === "1" ? true : lift === "0" ? false : "bad",
    carryMetres: whole(metres),
    narrowLane: lane === "1" ? true : lane === "0" ? false : "bad",
  };
}

/** A shared query back to a state (with notices for anything dropped). */
export function fromShareQuery(query: string | URLSearchParams, places: readonly Place[]): Sanitised {
  const q = new URLSearchParams(query);
  const raw: Record<string, unknown> = {};
  const items: Record<string, Record<string, unknown>> = {};
  for (const part of (q.get("items") ?? "").split("*").filter(Boolean)) {
    const [room = "", ...list] = part.split(".");
    const target = (items[room] ??= {});
    for (const entry of list) {
      const [id = "", qty, ...rest] = entry.split("_");
      target[id] = rest.length ? Number.NaN : qty === undefined ? 1 : whole(qty);
    }
  }
  raw.items = items;
  const move = q.get("move");
  if (move !== null) {
    const [kind, a, b, ...rest] = move.split(".");
    raw.move = rest.length ? "bad" : kind;
    if (kind === "local" && a) raw.city = a;
    if (kind === "between") {
      if (a) raw.from = a;
      if (b) raw.to = b;
    }
  }
  if (q.has("on")) raw.date = q.get("on");
  if (q.has("pickup")) raw.pickup = readAccess(q.get("pickup"));
  if (q.has("delivery")) raw.delivery = readAccess(q.get("delivery"));
  if (q.has("pack")) raw.packing = q.get("pack");
  if (q.has("self")) raw.selfService = q.get("self")!.split(".").filter(Boolean);
  if (q.has("store")) raw.storageDays = whole(q.get("store") ?? undefined);
  if (q.has("value")) raw.declaredValue = whole(q.get("value") ?? undefined);
  return sanitise(raw, places, "shared");
}
