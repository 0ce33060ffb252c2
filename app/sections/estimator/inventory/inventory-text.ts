import type { Place } from "~/content/distances";
import { words } from "~/content/translation";
import { floorLabel } from "~/lib/inventory/charges";
import { accessLine, goodsLine, routeLine, vehicleLine } from "~/lib/inventory/payload";
import { englishQuotePhrases } from "~/lib/inventory/phrases";
import type { InventoryQuote } from "~/lib/inventory/quote";
import type { Access, InventoryState, PackingLevel } from "~/lib/inventory/state";
import { formatCuFt } from "~/lib/inventory/totals";

/**
 * The lines app/lib/inventory writes about a list, as the page shows them. The inventory goes to the office in
 * English, written with the English phrases whatever the page's language; a language's module
 * (app/locales/<code>/parts/inventory.ts) gives its own here, for the screen. The catalogue's names are content
 * (./catalogue.ts).
 */
export const inventoryTextWords = words("inventoryTextWords", {
  /** The quote's lines, charges and notes, and the notices about a saved or shared list. */
  say: englishQuotePhrases,
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
