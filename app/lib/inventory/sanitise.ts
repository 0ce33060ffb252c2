/**
 * Turns data from outside (the browser's storage, a shared link) back into a valid state. Good
 * parts are kept; anything unknown or out of range is dropped, with a short notice saying what.
 * It never throws.
 */
import { findPlace, type Place } from "~/content/distances";
import { findItem } from "~/content/inventory/items";
import type { RoomId } from "~/content/inventory/rooms";
import { isIsoDate } from "~/lib/estimate/prefill";

import type { ListDetail, ListNotice } from "./phrases";
import {
  type Access,
  EMPTY_STATE,
  type InventoryState,
  MAX_CARRY_METRES,
  MAX_DECLARED_VALUE,
  MAX_ENTRIES,
  MAX_FLOOR,
  MAX_QTY,
  MAX_STORAGE_DAYS,
  roomOrder,
  type SelfService,
  selfServices,
} from "./state";

export interface Sanitised {
  state: InventoryState;
  /** What was dropped or reset, for the page to tell in its language (QuotePhrases.notice). */
  notices: ListNotice[];
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const wholeIn = (v: unknown, min: number, max: number): v is number =>
  typeof v === "number" && Number.isInteger(v) && v >= min && v <= max;

function readAccess(v: unknown): Access | undefined {
  if (!isRecord(v)) return undefined;
  const { floor, lift, carryMetres, narrowLane } = v;
  if (!wholeIn(floor, 0, MAX_FLOOR) || !wholeIn(carryMetres, 0, MAX_CARRY_METRES)) return undefined;
  if (typeof lift !== "boolean" || typeof narrowLane !== "boolean") return undefined;
  return { floor, lift, carryMetres, narrowLane };
}

/**
 * Any value to a state: what is valid is kept, the rest reset or dropped with a notice.
 * `list` names the source in the notices: the visitor's saved list or a shared one; a city must be one of `places`.
 */
export function sanitise(raw: unknown, places: readonly Place[], list: "saved" | "shared" = "saved"): Sanitised {
  if (!isRecord(raw)) return { state: EMPTY_STATE, notices: [{ list, problem: "unreadable" }] };
  const notices: ListNotice[] = [];
  const reset: ListDetail[] = [];
  const state: InventoryState = { ...EMPTY_STATE, items: {} };

  // Items: unknown rooms and items, goods we do not carry and bad quantities are dropped.
  let dropped = 0;
  let kept = 0;
  if (raw.items !== undefined && !isRecord(raw.items)) reset.push("items");
  const rawItems = isRecord(raw.items) ? raw.items : {};
  for (const [room, list] of Object.entries(rawItems)) {
    if (!roomOrder.includes(room as RoomId) || !isRecord(list)) {
      dropped += isRecord(list) ? Object.keys(list).length : 1;
      continue;
    }
    for (const [id, qty] of Object.entries(list)) {
      const item = findItem(id);
      if (!item || item.notCarried || !wholeIn(qty, 1, MAX_QTY) || kept >= MAX_ENTRIES) {
        dropped++;
        continue;
      }
      (state.items[room as RoomId] ??= {})[id] = qty;
      kept++;
    }
  }
  if (dropped) notices.push({ list, problem: "dropped", entries: dropped });

  const place = (v: unknown) => (typeof v === "string" && findPlace(places, v) ? v : undefined);
  const optional = <T>(key: Exclude<ListDetail, "items">, read: (v: unknown) => T | undefined, set: (v: T) => void) => {
    const v = raw[key];
    if (v === undefined) return;
    const value = read(v);
    if (value === undefined) reset.push(key);
    else set(value);
  };
  optional(
    "move",
    (v) => (v === "local" || v === "between" ? v : undefined),
    (v) => (state.move = v),
  );
  optional("city", place, (v) => (state.city = v));
  optional("from", place, (v) => (state.from = v));
  optional("to", place, (v) => (state.to = v));
  optional(
    "date",
    (v) => (typeof v === "string" && isIsoDate(v) ? v : undefined),
    (v) => (state.date = v),
  );
  optional("pickup", readAccess, (v) => (state.pickup = v));
  optional("delivery", readAccess, (v) => (state.delivery = v));
  optional(
    "packing",
    (v) => (v === "standard" || v === "premium" ? v : undefined),
    (v) => (state.packing = v),
  );
  optional(
    "selfService",
    (v) =>
      Array.isArray(v) && v.every((s) => selfServices.includes(s as SelfService))
        ? [...new Set(v as SelfService[])]
        : undefined,
    (v) => (state.selfService = v),
  );
  optional(
    "storageDays",
    (v) => (wholeIn(v, 0, MAX_STORAGE_DAYS) ? v : undefined),
    (v) => (state.storageDays = v),
  );
  optional(
    "declaredValue",
    (v) => (wholeIn(v, 0, MAX_DECLARED_VALUE) ? v : undefined),
    (v) => (state.declaredValue = v),
  );
  if (reset.length) notices.push({ list, problem: "reset", details: reset });
  return { state, notices };
}
