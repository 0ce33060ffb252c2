/**
 * The price tables as pages show them, read from content/<language>/prices.json (schemas/prices.ts) when a page
 * is built: each by its id, in the page's language, with the English tables beside them (what the office
 * receives). Rows and columns are found by their ids, never by their labels.
 */
import type { Locale } from "../../config/locales.ts";
import type { PricesContent, SITE_TABLES } from "../schemas/prices.ts";
import type { PriceTableData } from "./types.ts";

/** The tables the site shows, by the ids the schema asks the file for. */
export type TableId = (typeof SITE_TABLES)[number];

export type PriceTables = Record<TableId, PriceTableData>;

/** The local table's row that totals a move within one city. */
export const LOCAL_TOTAL = "total";

/** The file's tables by their ids (the schema has made sure each of the site's is there). */
const byId = (content: PricesContent) =>
  Object.fromEntries(content.tables.map((t) => [t.id, t])) as unknown as PriceTables;

/** The price tables in `locale` and in English, read when a page is built. */
export async function priceTablesIn(locale: Locale): Promise<{ tables: PriceTables; english: PriceTables }> {
  const { readContentWithEnglish } = await import("../read.ts");
  const { content, english } = await readContentWithEnglish("prices", locale);
  return { tables: byId(content), english: byId(english) };
}

/** Some of the tables in `locale`, for a page that shows only these. */
export async function priceTablesOf<Id extends TableId>(locale: Locale, ...ids: Id[]): Promise<Pick<PriceTables, Id>> {
  const { tables } = await priceTablesIn(locale);
  return Object.fromEntries(ids.map((id) => [id, tables[id]])) as Pick<PriceTables, Id>;
}
