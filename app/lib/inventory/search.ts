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

/**
 * Items whose name or other words contain every word typed (as word starts), the room's usual
 * items first; an empty query lists the room's usual items.
 */
export function searchItems(query: string, room: RoomKind): CatalogueItem[] {
  const words = norm(query).split(" ").filter(Boolean);
  const matches = words.length
    ? catalogue.filter((i) => words.every((w) => ` ${haystack.get(i)}`.includes(` ${w}`)))
    : catalogue.filter((i) => i.rooms.includes(room));
  const usual = (i: CatalogueItem) => (i.rooms.includes(room) ? 0 : 1);
  return [...matches].sort((a, b) => usual(a) - usual(b));
}
