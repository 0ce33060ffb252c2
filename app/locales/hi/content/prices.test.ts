// @vitest-environment node
import { describe, expect, it } from "vitest";

import * as bands from "~/content/prices/bands";
import * as localNational from "~/content/prices/local-national";
import type { PriceTableData } from "~/content/prices/types";
import { words } from "~/content/translation";

import { asActual } from "../phrases";
import { localizedTable } from "./prices";

const isTable = (value: unknown): value is PriceTableData =>
  typeof value === "object" && value !== null && "caption" in value && "rows" in value;

/** Every price table the two price modules export, by its export name. */
const tables = Object.entries({ ...bands, ...localNational }).filter((entry): entry is [string, PriceTableData] =>
  isTable(entry[1]),
);

/** A table's texts, in one order for the English and the Hindi table. */
const texts = (t: PriceTableData) => [
  t.caption,
  ...(t.covers === undefined ? [] : [t.covers]),
  t.rowHeader,
  ...t.columns,
  ...t.rows.map((r) => r.label),
];

/** Latin letters left once the words Hindi tables keep in Latin script (BHK, km) are taken out. */
const latin = (text: string) => text.replace(/\b(?:BHK|km)\b/g, "").match(/[A-Za-z]+/g) ?? [];

describe("localizedTable", () => {
  it("finds every table of bands.ts and local-national.ts", () => {
    expect(tables.map(([name]) => name).sort()).toEqual(
      [
        "bikeTable",
        "carTable",
        "defenceTable",
        "fineArtsTable",
        "homeShiftingTable",
        "localShifting",
        "nationalShifting",
        "warehousingTable",
      ].sort(),
    );
  });

  describe.each(tables)("%s", (_name, english) => {
    const hindi = localizedTable(english);

    it("keeps the English table's prices, row for row", () => {
      expect(hindi.rows).toHaveLength(english.rows.length);
      hindi.rows.forEach((row, i) => expect(row.cells).toBe(english.rows[i]!.cells));
      expect(hindi.columns).toHaveLength(english.columns.length);
      expect(hindi.covers === undefined).toBe(english.covers === undefined);
    });

    it("leaves no English text behind", () => {
      const pairs = texts(english).map((text, i) => [text, texts(hindi)[i]!] as const);
      for (const [en, hi] of pairs) {
        expect(hi, en).not.toBe("");
        expect(latin(hi), `"${hi}" (from "${en}")`).toEqual([]);
      }
    });
  });

  it("throws on a table that is none of the site's, and on a label it has no Hindi for", () => {
    expect(() => localizedTable({ ...bands.homeShiftingTable, caption: "Piano moves (approximate, ₹)" })).toThrow(
      /Piano moves/,
    );
    const piano = words("homeShiftingTable", { ...bands.homeShiftingTable, columns: ["Grand piano"] });
    expect(() => localizedTable(piano)).toThrow(/Grand piano/);
  });

  it("has Hindi for a cell charged at cost", () => {
    expect(latin(asActual)).toEqual([]);
  });
});
