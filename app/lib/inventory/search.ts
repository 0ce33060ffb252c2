/** Search-as-you-type over the catalogue. */
import { catalogue, type CatalogueItem } from "~/content/inventory/items";
import type { RoomKind } from "~/content/inventory/rooms";

const norm = (s: string) =>
  s
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

const haystack = new Map(catalogue.map((i) => [i, norm([i.name, ...(i.also ?? [])].join(" "))]));

/** The room's usual items first, the others after them, each group in catalogue order. */
const usualFirst = (items: CatalogueItem[], room: RoomKind) => {
  const usual = (i: CatalogueItem) => (i.rooms.includes(room) ? 0 : 1);
  return items.sort((a, b) => usual(a) - usual(b));
};

/**
 * Items whose name or other words contain every word typed (as word starts), the room's usual
 * items first; an empty query lists the room's usual items.
 */
export function searchItems(query: string, room: RoomKind): CatalogueItem[] {
  const words = norm(query).split(" ").filter(Boolean);
  const matches = words.length
    ? catalogue.filter((i) => words.every((w) => ` ${haystack.get(i)}`.includes(` ${w}`)))
    : catalogue.filter((i) => i.rooms.includes(room));
  return usualFirst(matches, room);
}

/**
 * Items whose words in a translated page's language (`wordsOf`: the item's name and search words there) hold every
 * word typed in that language's script, the room's usual items first.
 */
export function searchItemsIn(
  query: string,
  room: RoomKind,
  items: readonly CatalogueItem[],
  wordsOf: (item: CatalogueItem) => string,
): CatalogueItem[] {
  const words = query.trim().split(/\s+/).filter(Boolean);
  const matches = items.filter((item) => {
    const text = wordsOf(item);
    return words.every((w) => text.includes(w));
  });
  return usualFirst(matches, room);
}
