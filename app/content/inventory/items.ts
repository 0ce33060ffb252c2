/**
 * The item catalogue of the inventory quote: common Indian household and office goods with a standard packed volume
 * in cubic feet, from the English catalogue file (content/en/inventory.json, checked by schemas/inventory.ts before
 * every build). The quote computes in the browser from these figures and sends the office the English names, so
 * the file comes with the item list's code, which loads only when a visitor opens the list; a translated page's
 * names come in its data (./words.ts).
 *
 * Where the figures come from: each volume is the outer size of a common model sold in India
 * (length × depth × height, in feet), plus the padding, sheets and cartons it travels in, rounded
 * to the nearest 0.5 cu ft. Dismantled furniture (beds, wooden wardrobes, tables, workstations) is
 * counted as its flat pieces stacked, not as the assembled piece. They are planning figures for
 * choosing a vehicle and a price column; the free survey measures what is really there.
 *
 * Ids are stored in the browser and in shared links: rename a label freely, never an id. An item
 * removed from the file is dropped from a saved list with a notice (see app/lib/inventory/storage.ts).
 */
import english from "../../../content/en/inventory.json";
import type { AC_KINDS, DISMANTLE_KINDS, InventoryContent } from "../schemas/inventory.ts";
import type { RoomKind } from "./rooms.ts";

/** Furniture the crew takes apart at pickup and fits again at delivery (see the charges). */
export type DismantleKind = (typeof DISMANTLE_KINDS)[number];
export type AcKind = (typeof AC_KINDS)[number];

export interface CatalogueItem {
  id: string;
  /** Its name in the page's language. */
  name: string;
  /** Standard packed volume in cubic feet, a multiple of 0.5; 0 for goods we do not carry. */
  cuFt: number;
  /** Rooms where it is usually found: those rooms list it first. */
  rooms: readonly RoomKind[];
  /** Other words visitors search with ("almirah", "fridge"). */
  also?: readonly string[];
  dismantle?: DismantleKind;
  ac?: AcKind;
  /** Counted as a carton in the totals. */
  carton?: true;
  /** Why we cannot carry it; such items are shown but cannot be added. */
  notCarried?: string;
}

/** The English file as the build checked it (its schema's defaults aside, which the catalogue does not need). */
export const englishCatalogue = english as Omit<InventoryContent, "items"> & {
  items: (Omit<InventoryContent["items"][number], "also"> & { also?: string[] })[];
};

export const catalogue: readonly CatalogueItem[] = englishCatalogue.items.map(({ roomKinds, ...item }) => ({
  ...item,
  rooms: roomKinds,
}));

const byId = new Map(catalogue.map((i) => [i.id, i]));
export const findItem = (id: string): CatalogueItem | undefined => byId.get(id);
