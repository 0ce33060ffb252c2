/**
 * What a visitor declares for an inventory quote, and the pure updates the builder makes to it.
 * The same shape is kept in the browser (storage.ts), carried in a shared link (share.ts) and sent
 * with the request (payload.ts).
 */
import { findItem } from "~/content/inventory/items";
import { type PresetId, presets } from "~/content/inventory/presets";
import { type RoomId, rooms } from "~/content/inventory/rooms";

export interface Access {
  /** 0 is the ground floor. */
  floor: number;
  lift: boolean;
  /** Metres between the door and where the truck can stand. */
  carryMetres: number;
  /** The truck cannot reach the building: a shuttle vehicle is needed. */
  narrowLane: boolean;
}

export type MoveType = "local" | "between";
export type PackingLevel = "standard" | "premium";
/** Work the visitor does themselves, so it is not charged. */
export type SelfService = "bed" | "wardrobe" | "table" | "workstation" | "ac";

export interface InventoryState {
  /** Room → item id → quantity (1…MAX_QTY), in the order added. */
  items: Partial<Record<RoomId, Record<string, number>>>;
  move?: MoveType;
  /** "local": the city (optional). Place slugs (app/content/distances.ts). */
  city?: string;
  /** "between": both ends. */
  from?: string;
  to?: string;
  /** YYYY-MM-DD, optional. */
  date?: string;
  pickup: Access;
  delivery: Access;
  packing: PackingLevel;
  selfService: SelfService[];
  storageDays: number;
  /** Rupees, for insurance; 0 = no insurance. */
  declaredValue: number;
}

export const MAX_QTY = 99;
/** Different room × item entries; keeps the list readable and every payload field under 8 KB. */
export const MAX_ENTRIES = 150;
export { MAX_FLOOR } from "./floor";
export const MAX_CARRY_METRES = 500;
export const MAX_STORAGE_DAYS = 365;
export const MAX_DECLARED_VALUE = 100_000_000;

export const selfServices: readonly SelfService[] = ["bed", "wardrobe", "table", "workstation", "ac"];

export const GROUND: Access = { floor: 0, lift: false, carryMetres: 0, narrowLane: false };

export const EMPTY_STATE: InventoryState = {
  items: {},
  pickup: GROUND,
  delivery: GROUND,
  packing: "standard",
  selfService: [],
  storageDays: 0,
  declaredValue: 0,
};

export const roomOrder: readonly RoomId[] = rooms.map((r) => r.id);

/** Number of different room × item entries. */
export const entryCount = (items: InventoryState["items"]) =>
  Object.values(items).reduce((n, room) => n + Object.keys(room ?? {}).length, 0);

export const quantityOf = (state: InventoryState, room: RoomId, item: string) => state.items[room]?.[item] ?? 0;

/**
 * Sets one quantity (0 removes the entry). Unknown or uncarried items, and a new entry past
 * MAX_ENTRIES, leave the state as it is.
 */
export function setQuantity(state: InventoryState, room: RoomId, item: string, qty: number): InventoryState {
  const known = findItem(item);
  if (!known || known.notCarried || !roomOrder.includes(room)) return state;
  const q = Math.max(0, Math.min(MAX_QTY, Math.trunc(qty)));
  const current = { ...state.items[room] };
  if (q === 0) delete current[item];
  else {
    if (!(item in current) && entryCount(state.items) >= MAX_ENTRIES) return state;
    current[item] = q;
  }
  const items = { ...state.items };
  if (Object.keys(current).length) items[room] = current;
  else delete items[room];
  return { ...state, items };
}

/** The list of a typical home; everything else the visitor set (route, access, extras) stays. */
export function applyPreset(state: InventoryState, id: PresetId): InventoryState {
  const preset = presets.find((p) => p.id === id);
  if (!preset) return state;
  const items: InventoryState["items"] = {};
  for (const room of roomOrder) {
    const list = preset.rooms[room];
    if (list) items[room] = { ...list };
  }
  return { ...state, items };
}

export const clearItems = (state: InventoryState): InventoryState => ({ ...state, items: {} });

/** Entries in room order, then in the order they were added. */
export function entries(items: InventoryState["items"]) {
  return roomOrder.flatMap((room) => Object.entries(items[room] ?? {}).map(([item, qty]) => ({ room, item, qty })));
}
