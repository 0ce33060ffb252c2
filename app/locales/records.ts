/**
 * What every language's folder does alike to the records that are more than a pairing: lists translated item by
 * item, the courts of the legal texts in a language's names of the places, the price tables' texts (a city page's join is in ./cities.ts). A
 * language gives only its words; numbers, prices, paths, ids and postal addresses stay the English records'.
 */
import { cityPageList, headOfficeCity } from "~/content/city-list.ts";
import type { Courts, CourtsPlace } from "~/content/facts.ts";
import {
  bikeTable,
  carTable,
  defenceTable,
  fineArtsTable,
  homeShiftingTable,
  warehousingTable,
} from "~/content/prices/bands.ts";
import { localShifting, nationalShifting } from "~/content/prices/local-national.ts";
import type { PriceTableData } from "~/content/prices/types.ts";
import { idOf } from "~/content/translation.ts";
import type { Dictionary } from "~/locales/book";

/** Each English item with its translated text, in order; throws unless there is one text per item. */
export function inOrder<T, U>(items: readonly T[], texts: readonly U[]): [T, U][] {
  if (items.length !== texts.length) throw new Error(`${texts.length} translated texts for ${items.length} items`);
  return items.map((item, i) => [item, texts[i] as U]);
}

/** Every price table on the site, by its id: a language titles each (its content/prices.ts). */
const priceTables = {
  localShiftingTable: localShifting,
  nationalShiftingTable: nationalShifting,
  homeShiftingTable,
  warehousingTable,
  defenceTable,
  fineArtsTable,
  carTable,
  bikeTable,
} satisfies Record<string, PriceTableData>;

export type TableId = keyof typeof priceTables;

/** A price table's own texts: its caption, what its prices pay for, and its row header. */
export interface TableTitle {
  caption: string;
  covers: string;
  rowHeader: string;
}

/**
 * The price tables in a language: each table's own texts by the table's id, and the labels of its rows and columns
 * by the label. The labels are the tables' data (home sizes, vehicle classes, distance bands, destinations, charge
 * items), which the estimator takes and the office receives as they are; a label the language lacks throws, so it
 * cannot stay English unnoticed. The prices are the English table's cells.
 */
export function tableTexts(titles: Readonly<Record<TableId, TableTitle>>, labels: Readonly<Record<string, string>>) {
  const label = (english: string): string => {
    const translated = labels[english];
    if (translated === undefined) throw new Error(`No translation for the price-table label "${english}"`);
    return translated;
  };
  const titleOf = (english: PriceTableData): TableTitle => {
    const id = idOf(english);
    if (id === undefined || !(id in priceTables))
      throw new Error(`The price table "${english.caption}" has no id of the price tables'`);
    return titles[id as TableId];
  };
  const table = (english: PriceTableData): PriceTableData => {
    const { caption, covers, rowHeader } = titleOf(english);
    return {
      caption,
      ...(english.covers !== undefined ? { covers } : {}),
      rowHeader,
      columns: english.columns.map(label),
      rows: english.rows.map((row) => ({ label: label(row.label), cells: row.cells })),
    };
  };
  /** The tables pages show whole (the home page's, the city pages'), by their ids. */
  const tables = {
    localShiftingTable: table(localShifting),
    nationalShiftingTable: table(nationalShifting),
    homeShiftingTable: table(homeShiftingTable),
  } satisfies Dictionary;
  /** A table's caption in the language. */
  const caption = (english: PriceTableData) => titleOf(english).caption;
  return { label, table, tables, caption };
}

/**
 * Where disputes go (~/content/facts.ts courtsText), by a language's names of the cities and states
 * (its content/city-list.ts): the registration's state, the head office's city when it is there.
 */
export function courtsIn(
  { state, city }: Courts,
  cityNames: Readonly<Record<string, { name: string; state: string }>>,
  language: string,
): CourtsPlace {
  const inState = cityPageList.find((c) => c.state === state);
  const translated = inState && cityNames[inState.slug];
  const headOffice = cityNames[headOfficeCity.slug];
  if (!translated || !headOffice)
    throw new Error(`No ${language} name for the state ${state} or the head office's city`);
  return { state: translated.state, city: city && cityNames[city.slug]?.name, headOffice: headOffice.name };
}
