import type { CatalogueItem } from "~/content/inventory/items";
import type { Preset } from "~/content/inventory/presets";
import type { Room, RoomKind } from "~/content/inventory/rooms";
import type { CatalogueWords } from "~/content/inventory/words";
import type { InventoryQuote } from "~/lib/inventory/quote";
import { searchItems } from "~/lib/inventory/search";

/**
 * The catalogue as the page names it: each record's words in the page's language (`words`, from the page's data,
 * by id) or, on an English page, the catalogue's own.
 */
export function pageCatalogue(words: CatalogueWords | undefined) {
  const item = (i: CatalogueItem) => words?.items[i.id]?.name ?? i.name;
  // A word typed in another script than Latin is looked for among the page's own words for each item.
  const ownWords = words && new Map(Object.entries(words.items).map(([id, w]) => [id, [w.name, ...w.also].join(" ")]));
  return {
    item,
    /** Why an item cannot be added. */
    notCarried: (i: CatalogueItem) =>
      i.notCarried === undefined ? undefined : (words?.items[i.id]?.notCarried ?? i.notCarried),
    room: (r: Room) => words?.rooms[r.id] ?? r.name,
    preset: (p: Preset) => words?.presets[p.id] ?? p.name,
    /** The catalogue's items for what was typed, the room's usual ones first. */
    search: (query: string, room: RoomKind) => searchItems(query, room, ownWords),
    /** `quote` with its vehicle named in the page's language. */
    named: (quote: InventoryQuote): InventoryQuote => {
      const { vehicle } = quote;
      if (vehicle.kind === "part-load")
        return { ...quote, vehicle: { ...vehicle, name: words?.partLoad ?? vehicle.name } };
      if (vehicle.kind === "vehicle")
        return { ...quote, vehicle: { ...vehicle, name: words?.vehicles[vehicle.vehicle.id] ?? vehicle.name } };
      return quote;
    },
  };
}

export type PageCatalogue = ReturnType<typeof pageCatalogue>;
