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

/** Letters of another script than Latin: such a word is one of a translated page's own. */
const OTHER_SCRIPT = /[^\p{Script=Latin}\p{Script=Common}\p{Mark}]/u;

/**
 * Items whose name or other words contain every word typed, the room's usual items first; an empty query lists
 * the room's usual items. A word in Latin letters is matched as a word start of the English names and words; a word
 * in another script as a part of the page language's name and words of the item (`ownWords`, by id).
 */
export function searchItems(query: string, room: RoomKind, ownWords?: ReadonlyMap<string, string>): CatalogueItem[] {
  const typed = query.trim().split(/\s+/).filter(Boolean);
  const own = typed.filter((w) => OTHER_SCRIPT.test(w)).map((w) => w.toLowerCase());
  const latin = norm(typed.filter((w) => !OTHER_SCRIPT.test(w)).join(" "))
    .split(" ")
    .filter(Boolean);
  const matches =
    latin.length + own.length
      ? catalogue.filter(
          (i) =>
            latin.every((w) => ` ${haystack.get(i)}`.includes(` ${w}`)) &&
            own.every((w) => (ownWords?.get(i.id) ?? "").toLowerCase().includes(w)),
        )
      : catalogue.filter((i) => i.rooms.includes(room));
  return usualFirst(matches, room);
}
