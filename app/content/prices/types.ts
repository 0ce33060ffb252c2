import { indianNumber } from "../../config/numbers.ts";
/** A price range in rupees, or 'As Actual' (charged at cost). */
export type Price = { min: number; max: number } | { fixed: number } | "As Actual";

/** A row or a column of a price table: its id (the same in every language), its label and, for a band, its ends. */
export interface PriceLine {
  id: string;
  label: string;
  fromKm?: number;
  toKm?: number;
}

/** A table of indicative prices: rows × columns, every cell a Price (content/<language>/prices.json). */
export interface PriceTableData {
  caption: string;
  /**
   * What a price in this table pays for (vehicle, packing, door to door), so two tables that price
   * the same route differently say why.
   */
  covers?: string;
  /** Header of the row-label column, e.g. "Item" or "Distance". */
  rowHeader: string;
  columns: PriceLine[];
  /** A national row names the branch cities (slugs) whose route from Kolkata it prices. */
  rows: (PriceLine & { cities?: string[]; cells: Price[] })[];
}

/** "4,600–7,400", "15,500" or "As Actual", as the spec prints them. */
export function formatPrice(p: Price): string {
  if (p === "As Actual") return p;
  if ("fixed" in p) return indianNumber(p.fixed);
  return `${indianNumber(p.min)}–${indianNumber(p.max)}`;
}
