import { createContext, type ReactNode, use } from "react";

import type { QuoteCharges } from "~/content/charges";
import type { CityForms, EstimatorSectionWords, ListLines } from "~/content/estimator";
import type { FloorWords } from "~/content/floors";
import type { CatalogueWords } from "~/content/inventory/words";
import type { PriceTables } from "~/content/prices/tables";
import { formatPrice, type Price } from "~/content/prices/types";
import type { EstimatorPhrases } from "~/lib/estimate";

/**
 * The price tables the estimator and the item list price a move from: in the page's language (`tables`) and in
 * English (`english`, what the office receives), and the extra charges' rates and names the item list's quote adds
 * (`charges`, and `englishCharges` for the office), with the words the estimate is written in (`words.lines` and
 * `words.list.lines`, and `englishLines` and `englishListLines` for the office). The cost estimator's loader reads them; the page's script holds
 * no price and no rate.
 */
export interface EstimatorTables {
  tables: PriceTables;
  english: PriceTables;
  charges: QuoteCharges;
  englishCharges: QuoteCharges;
  /** The estimator's words in the page's language (content/<language>/estimator.json). */
  words: EstimatorSectionWords;
  /** The quick estimate's lines in English, which what the office receives is written with. */
  englishLines: EstimatorPhrases;
  /** The item list's lines in English, for the same. */
  englishListLines: ListLines;
  /** How the page's language names a floor, as the survey form does (content/<language>/book-survey.json). */
  floors: FloorWords;
  /** The cities' case forms the words name, in a language whose sentences inflect a city's name. */
  cityForms?: CityForms;
  /** The item list's catalogue in a translated page's language (none in English: the catalogue's own). */
  catalogue?: CatalogueWords;
}

const Tables = createContext<EstimatorTables | null>(null);

export function EstimatorTablesProvider({ value, children }: { value: EstimatorTables; children: ReactNode }) {
  return <Tables value={value}>{children}</Tables>;
}

/** The estimator's words in the page's language. */
export const useEstimatorWords = () => useEstimatorTables().words;

/** A price as the estimator and the item list show it: "₹8,100–11,700", or the page's words for "As Actual". */
export function usePrice() {
  const { asActual } = useEstimatorWords().result;
  return (price: Price) => (price === "As Actual" ? asActual : `₹${formatPrice(price)}`);
}

export function useEstimatorTables(): EstimatorTables {
  const tables = use(Tables);
  if (!tables) throw new Error("The estimator is rendered without its price tables (EstimatorTablesProvider)");
  return tables;
}
