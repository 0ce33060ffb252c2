import type { Place } from "~/content/distances";
import type { CatalogueItem } from "~/content/inventory/items";
import type { Preset } from "~/content/inventory/presets";
import type { Room, RoomKind } from "~/content/inventory/rooms";
import { words } from "~/content/translation";
import { floorLabel } from "~/lib/inventory/charges";
import { accessLine, goodsLine, routeLine, vehicleLine } from "~/lib/inventory/payload";
import { englishQuotePhrases } from "~/lib/inventory/phrases";
import type { InventoryQuote } from "~/lib/inventory/quote";
import type { Access, InventoryState, PackingLevel } from "~/lib/inventory/state";
import { formatCuFt } from "~/lib/inventory/totals";

/**
 * The item list's content (the catalogue, rooms, typical homes) and the lines app/lib/inventory writes about a list,
 * as the page shows them. The inventory goes to the office in English, written with the English phrases
 * whatever the page's language; a language's module (app/locales/hi/sections/estimator.ts, ~/locales/hi/content/inventory.ts) gives its own here, for
 * the screen. Ids and values stay English.
 */
export const inventoryTextWords = words("inventoryTextWords", {
  /** The quote's lines, charges and notes, and the notices about a saved or shared list. */
  say: englishQuotePhrases,
  item: (item: CatalogueItem) => item.name,
  /** Why an item cannot be added. */
  notCarried: (item: CatalogueItem) => item.notCarried,
  room: (room: Room) => room.name,
  preset: (preset: Preset) => preset.name,
  /**
   * The catalogue's items for what was typed, given the library's search (`english`, which reads the English names
   * and other words); a language can match its own names too.
   */
  search: (
    _query: string,
    _room: RoomKind,
    english: CatalogueItem[],
    _catalogue: readonly CatalogueItem[],
  ): CatalogueItem[] => english,
  /** "30 items and 18 cartons, 563.5 cu ft" */
  goods: (quote: InventoryQuote) => goodsLine(quote),
  vehicle: (quote: InventoryQuote) => vehicleLine(quote),
  /** "Kolkata to Delhi", "Within Patna" …, among `places` (named in the page's language). */
  route: (state: InventoryState, places: readonly Place[]) => routeLine(state, places),
  access: (access: Access) => accessLine(access),
  /** A floor as the floor question offers it: "Ground floor", "3rd floor". */
  floor: (floor: number) => floorLabel(floor).replace(/^g/, "G"),
  packing: (level: PackingLevel): string => level,
  cuFt: formatCuFt,
  /** One room of the printed list: "Bedroom 1: Double bed (queen or king) × 1; …". */
  listLine: (room: string, items: readonly (readonly [name: string, qty: number])[]) =>
    `${room}: ${items.map(([name, qty]) => `${name} × ${qty}`).join("; ")}`,
});
