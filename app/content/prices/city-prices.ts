/**
 * What a city page shows of the price tables, in the page's language: the price of a move from Kolkata to the
 * city (the national table's row that names the city, else the home-shifting table's band for its road distance)
 * and a whole move within one city (the local table's total row), with what each table's prices cover. Read
 * from the tables by ids when the page is built, so the page carries these few figures, not the tables.
 */
import { bandTable, findBandIndex } from "./bands.ts";
import { LOCAL_TOTAL, type PriceTables } from "./tables.ts";
import type { Price, PriceLine, PriceTableData } from "./types.ts";

/** Indicative prices from Kolkata to a city: one row of the national or the home-shifting table. */
export interface RoutePrices {
  source: "national" | "distance";
  /** The row's label: a destination ("Mumbai/Pune") or a distance band ("350–750 km"). */
  row: string;
  columns: PriceLine[];
  cells: Price[];
  /** What the table's prices pay for. */
  covers?: string;
}

export interface CityPagePrices {
  /** From Kolkata; none on Kolkata's own page. */
  route?: RoutePrices;
  /** A whole move within one city, by the local table's columns. */
  local: { covers?: string; columns: PriceLine[]; total: Price[] };
  /** The head office's page shows the national table whole. */
  national?: PriceTableData;
}

/**
 * A city page's prices: `slug` is the city's, `km` its road distance from Kolkata (none for the head office).
 * Throws for a branch beyond the home-shifting table's bands, which the build then reports.
 */
export function cityPagePrices(tables: PriceTables, slug: string, km: number | undefined): CityPagePrices {
  const localTable = tables["local-shifting"];
  const total = localTable.rows.find((r) => r.id === LOCAL_TOTAL);
  const local = { covers: localTable.covers, columns: localTable.columns, total: total?.cells ?? [] };
  if (km === undefined) return { local, national: tables["national-shifting"] };
  const national = tables["national-shifting"];
  const row = national.rows.find((r) => r.cities?.includes(slug));
  if (row)
    return {
      local,
      route: {
        source: "national",
        row: row.label,
        columns: national.columns,
        cells: row.cells,
        covers: national.covers,
      },
    };
  const home = tables["home-shifting"];
  const byBand = bandTable(home);
  const band = findBandIndex(byBand.bands, km);
  if (band === undefined) throw new Error(`${slug} is ${km} km from Kolkata, outside the home-shifting table's bands`);
  return {
    local,
    route: {
      source: "distance",
      row: byBand.bands[band]!.label,
      columns: byBand.classes,
      cells: byBand.classes.map((c) => byBand.price(c.id, band)!),
      covers: home.covers,
    },
  };
}
