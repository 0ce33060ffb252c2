/**
 * Reading the tables priced by road distance (content/<language>/prices.json): the household tables have the
 * distance bands down the side and the home sizes across, the vehicle tables the classes down the side and the
 * bands across. Either way a band is a line of the table with its ends in kilometres.
 */
import type { Price, PriceLine, PriceTableData } from "./types.ts";

/** A distance band: a distance d is in it when fromKm < d ≤ toKm (the first band also takes d = fromKm). */
export interface DistanceBand extends PriceLine {
  fromKm: number;
  toKm: number;
}

const isBand = (line: PriceLine): line is DistanceBand => line.fromKm !== undefined && line.toKm !== undefined;

/** Index of the band a road distance falls in, or undefined outside the table (below the first band or beyond the last). */
export function findBandIndex(bands: readonly DistanceBand[], km: number): number | undefined {
  if (!Number.isFinite(km)) return undefined;
  const i = bands.findIndex((b, idx) => km <= b.toKm && (km > b.fromKm || (idx === 0 && km >= b.fromKm)));
  return i === -1 ? undefined : i;
}

/** A table priced by distance, read as classes (home sizes, car or bike types) by bands. */
export interface ClassesByBand {
  bands: DistanceBand[];
  classes: PriceLine[];
  /** The price of a class (by id) in a band (by index); undefined for a class the table lacks. */
  price: (classId: string, band: number) => Price | undefined;
}

/** A household or vehicle table as classes by bands, whichever way round it is laid out. */
export function bandTable(table: PriceTableData): ClassesByBand {
  if (table.rows.every(isBand)) {
    const bands = table.rows as (DistanceBand & { cells: Price[] })[];
    return {
      bands,
      classes: table.columns,
      price: (id, band) => {
        const c = table.columns.findIndex((l) => l.id === id);
        return c === -1 ? undefined : bands[band]?.cells[c];
      },
    };
  }
  return {
    bands: table.columns.filter(isBand),
    classes: table.rows,
    price: (id, band) => table.rows.find((r) => r.id === id)?.cells[band],
  };
}
