import { z } from "zod";

import { Id, records, Text } from "./fields.ts";
import { Price } from "./price.ts";

/** A distance band's ends in kilometres, on the lines of a table priced by distance. */
const Km = z.number().int("whole kilometres").nonnegative("kilometres, not below 0");

/** A row or a column of a table: its id, the label a visitor reads and, for a distance band, its ends. */
const line = <T extends z.ZodRawShape>(extra: T) =>
  z.object({ id: Id, label: Text, fromKm: Km.optional(), toKm: Km.optional(), ...extra }).strict();

const table = z
  .object({
    id: Id,
    caption: Text,
    /** What a price in this table pays for, so two tables that price the same route differently say why. */
    covers: Text.optional(),
    /** The header of the row labels' column: "Item", "Distance". */
    rowHeader: Text,
    columns: records(line({})).min(1),
    rows: records(
      line({
        /** The branch cities (their slugs) whose route from Kolkata this row prices: the national table's rows. */
        cities: z.array(Id).optional(),
        cells: z.array(Price),
      }),
    ).min(1),
  })
  .strict();

/** The tables the site's pages and estimator show, by id: the file must have each. */
export const SITE_TABLES = [
  "local-shifting",
  "national-shifting",
  "home-shifting",
  "warehousing",
  "defence",
  "fine-arts",
  "car",
  "bike",
] as const;

type Table = z.infer<typeof table>;
type Line = Table["columns"][number];

/** A band table's lines, where they are bands: both ends, the low one first, each band starting where the last ends. */
function checkBands(lines: readonly Line[], path: (string | number)[], ctx: z.RefinementCtx) {
  const bands = lines.filter((l) => l.fromKm !== undefined || l.toKm !== undefined);
  if (bands.length === 0) return;
  lines.forEach((l, i) => {
    if (l.fromKm === undefined || l.toKm === undefined)
      ctx.addIssue({ code: "custom", path: [...path, i], message: "a distance band needs both fromKm and toKm" });
    else if (l.fromKm >= l.toKm)
      ctx.addIssue({
        code: "custom",
        path: [...path, i, "toKm"],
        message: `a band ends after it starts: ${l.toKm} km is not above ${l.fromKm} km`,
      });
    const before = lines[i - 1];
    if (before?.toKm !== undefined && l.fromKm !== undefined && l.fromKm !== before.toKm)
      ctx.addIssue({
        code: "custom",
        path: [...path, i, "fromKm"],
        message: `a band starts where the one before it ends (${before.toKm} km), not at ${l.fromKm} km`,
      });
  });
}

/**
 * Every indicative price table of the site (SPEC §9): local and national shifting, the household tables by
 * distance and the vehicle tables. A cell is a price in whole rupees; a range's low end is never above its high
 * end; every row has one cell per column; a table's lines that are distance bands follow one another.
 */
export const pricesSchema = z
  .object({ tables: records(table).min(1) })
  .strict()
  .superRefine((content, ctx) => {
    for (const id of SITE_TABLES)
      if (!content.tables.some((t) => t.id === id))
        ctx.addIssue({ code: "custom", path: ["tables"], message: `the site shows a table '${id}': it is missing` });
    content.tables.forEach((t, ti) => {
      checkBands(t.columns, ["tables", ti, "columns"], ctx);
      checkBands(t.rows, ["tables", ti, "rows"], ctx);
      // The row a city page and the estimator price a city's route by: one at most.
      const pricedBy = new Map<string, number>();
      t.rows.forEach((row, ri) => {
        row.cities?.forEach((slug, i) => {
          const path = ["tables", ti, "rows", ri, "cities", i];
          const other = pricedBy.get(slug);
          if (other !== undefined && other !== ri)
            ctx.addIssue({ code: "custom", path, message: `'${slug}' is priced by rows[${other}] too` });
          else pricedBy.set(slug, ri);
        });
        const path = ["tables", ti, "rows", ri, "cells"];
        if (row.cells.length !== t.columns.length)
          ctx.addIssue({
            code: "custom",
            path,
            message: `${row.cells.length} prices for the table's ${t.columns.length} columns`,
          });
      });
    });
  });

export type PricesContent = z.infer<typeof pricesSchema>;
/** Fields whose value is the same in every language: they are written once, in English. */
export const pricesNeutral = ["cells", "fromKm", "toKm", "cities"] as const;

/**
 * The rows' cities that are none of `cities` (the cities file's): a schema sees one file, so the reader checks these
 * against the cities it reads (../read.ts).
 */
export function unknownRowCities(
  content: z.infer<typeof pricesSchema>,
  cities: readonly { id: string }[],
): { path: (string | number)[]; message: string }[] {
  const known = cities.map((c) => `'${c.id}'`).join(", ");
  return content.tables.flatMap((t, ti) =>
    t.rows.flatMap((row, ri) =>
      (row.cities ?? [])
        .map((slug, i) => ({ slug, path: ["tables", ti, "rows", ri, "cities", i] }))
        .filter(({ slug }) => !cities.some((c) => c.id === slug))
        .map(({ slug, path }) => ({ path, message: `'${slug}' is none of ${known}` })),
    ),
  );
}
