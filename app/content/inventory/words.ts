/**
 * The item list's catalogue in a translated page's language: the names, search words and reasons of
 * content/<language>/inventory.json, by the English records' ids. The cost estimator's loader reads them, so they
 * travel in the page's data; the figures and the English names come with the list's code (./items.ts).
 */
import type { Locale } from "../../config/locales.ts";

/** An item's words in a language. */
export interface ItemWords {
  name: string;
  /** Other words visitors search it by. */
  also: readonly string[];
  notCarried?: string;
}

/** The catalogue's words in a language, each by its record's id. */
export interface CatalogueWords {
  items: Readonly<Record<string, ItemWords>>;
  rooms: Readonly<Record<string, string>>;
  presets: Readonly<Record<string, string>>;
  vehicles: Readonly<Record<string, string>>;
  partLoad: string;
}

const names = (list: readonly { id: string; name: string }[]) => Object.fromEntries(list.map((r) => [r.id, r.name]));

/**
 * The catalogue's words in `locale`, none in English (the list's code holds the English file, which the office's
 * copy is written from); `dir` is the content folder (a test's copy).
 */
export async function catalogueWordsIn(locale: Locale, dir?: string): Promise<CatalogueWords | undefined> {
  if (locale === "en") return undefined;
  const { readContent } = await import("../read.ts");
  const content = await readContent("inventory", locale, dir);
  return {
    items: Object.fromEntries(
      content.items.map(({ id, name, also, notCarried }) => [
        id,
        notCarried === undefined ? { name, also } : { name, also, notCarried },
      ]),
    ),
    rooms: names(content.rooms),
    presets: names(content.presets),
    vehicles: names(content.vehicles),
    partLoad: content.partLoad.name,
  };
}
