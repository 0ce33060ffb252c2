// @vitest-environment node
import { describe, expect, it } from "vitest";

import { quoteChargesIn } from "~/content/charges";
import { estimatorIn } from "~/content/estimator";
import { priceTablesIn } from "~/content/prices/tables";
import type { Price, PriceTableData } from "~/content/prices/types";
import { addPrices } from "~/lib/estimate";

import { offeredPlacesOf } from "../../../tests/places";
import { englishFloor } from "./floor";
import { listPhrases } from "./phrases";
import { type InventoryQuote, quoteOf as quoteWith } from "./quote";
import { applyPreset, EMPTY_STATE, GROUND, type InventoryState, selfServices } from "./state";

const ready = (q: InventoryQuote) => {
  if (q.price.status !== "ready") throw new Error(`not ready: ${q.price.status}`);
  return q.price;
};
const { tables } = await priceTablesIn("en");
const { englishCharges: charges } = await quoteChargesIn("en");
const places = await offeredPlacesOf();
const { lines, list } = await estimatorIn("en");
const say = listPhrases(list.lines, "en", englishFloor);
const quoteOf = (state: InventoryState) => quoteWith(state, tables, charges, places, { ...lines, ...say });
const localShifting = tables["local-shifting"];
const nationalShifting = tables["national-shifting"];
/** A cell by row and column id. */
const cell = (table: PriceTableData, row: string, col: string): Price =>
  table.rows.find((r) => r.id === row)!.cells[table.columns.findIndex((c) => c.id === col)]!;

const twoBhk = applyPreset(EMPTY_STATE, "2-bhk");
const kolkataDelhi: InventoryState = { ...twoBhk, move: "between", from: "kolkata", to: "delhi" };

describe("inventory quote", () => {
  it("is empty without goods, and asks for the route before a price", () => {
    expect(quoteOf(EMPTY_STATE).price.status).toBe("empty");
    expect(quoteOf(twoBhk).price).toEqual({ status: "incomplete", missing: ["within a city or between cities"] });
    expect(quoteOf({ ...twoBhk, move: "between", from: "kolkata" }).price).toMatchObject({
      status: "incomplete",
      missing: ["moving to"],
    });
    expect(quoteOf({ ...twoBhk, move: "between", from: "delhi", to: "delhi" }).price.status).toBe("same-place");
  });

  it("prices a 2 BHK load between Kolkata and Delhi from the national table, plus GST", () => {
    // The visitor takes apart and fits everything: the table figure and GST are the only lines.
    const p = ready(quoteOf({ ...kolkataDelhi, selfService: [...selfServices] }));
    expect(p.lines.map((l) => l.id)).toEqual(["table", "gst"]);
    expect(p.column).toBe("2-bhk");
    const goods = cell(nationalShifting, "delhi", "2-bhk");
    expect(p.lines[0]).toMatchObject({ id: "table", price: goods });
    expect(p.lines.at(-1)).toMatchObject({
      id: "gst",
      price: { fixed: Math.round((goods as { fixed: number }).fixed * 0.18) },
    });
    expect(p.atActual.map((l) => l.id)).toEqual(["tolls", "society-fees"]);
  });

  it("prices a local move from the local table's lines for the load's column", () => {
    const p = ready(quoteOf({ ...twoBhk, move: "local", city: "patna", selfService: [...selfServices] }));
    const label = (id: string) => localShifting.rows.find((r) => r.id === id)!.label;
    for (const row of ["transport", "packing", "unpacking", "labour"])
      expect(p.lines.find((l) => l.label === label(row))?.price).toEqual(cell(localShifting, row, "2-bhk"));
    expect(p.lines.find((l) => l.label === label("handyman"))?.price).toBe("As Actual");
    // With no extra charge, the sum of the table lines is the published Total.
    const tableTotal = addPrices(p.lines.filter((l) => l.id === "table").map((l) => l.price));
    expect(tableTotal).toEqual(cell(localShifting, "total", "2-bhk"));
  });

  it("adds the stair line when the delivery is on the 3rd floor without a lift", () => {
    const before = ready(quoteOf(kolkataDelhi));
    const after = ready(quoteOf({ ...kolkataDelhi, delivery: { ...GROUND, floor: 3, lift: false } }));
    expect(before.lines.some((l) => l.id === "stairs")).toBe(false);
    const stairs = after.lines.find((l) => l.id === "stairs")!;
    expect(stairs.price).toEqual({ fixed: 3 * 6 * charges.rates.stairs["per-floor"] });
  });

  it("has a total equal to the sum of its lines, every line from a table or a published charge", () => {
    const ids = new Set<string>(["table", ...Object.keys(charges.names)]);
    const states: InventoryState[] = [
      kolkataDelhi,
      { ...kolkataDelhi, declaredValue: 300000, packing: "premium", storageDays: 7 },
      {
        ...applyPreset(EMPTY_STATE, "3-bhk"),
        move: "local",
        pickup: { floor: 4, lift: false, carryMetres: 60, narrowLane: true },
        delivery: { floor: 2, lift: true, carryMetres: 25, narrowLane: false },
      },
      { ...applyPreset(EMPTY_STATE, "1-bhk"), move: "between", from: "patna", to: "pune", declaredValue: 99999 },
    ];
    for (const s of states) {
      const p = ready(quoteOf(s));
      expect(p.total).toEqual(addPrices(p.lines.map((l) => l.price)));
      for (const l of [...p.lines, ...p.atActual]) expect(ids.has(l.id), l.id).toBe(true);
    }
  });

  it("taxes the table and the charges, not insurance", () => {
    const p = ready(quoteOf({ ...kolkataDelhi, declaredValue: 100000, packing: "premium" }));
    const insurance = p.lines.find((l) => l.id === "insurance")!;
    expect(insurance.price).toEqual({ min: 1000, max: 3000 });
    const taxable = p.lines.filter((l) => l.id !== "gst" && l.id !== "insurance").map((l) => l.price);
    const sum = addPrices(taxable) as { fixed: number };
    expect(p.lines.find((l) => l.id === "gst")!.price).toEqual({ fixed: Math.round(sum.fixed * 0.18) });
  });

  it("changes the price column when the vehicle changes", () => {
    const bigger = {
      ...kolkataDelhi,
      items: { ...kolkataDelhi.items, balcony: { ...kolkataDelhi.items.balcony, treadmill: 1, "sofa-2": 1 } },
    };
    expect(quoteOf(kolkataDelhi).vehicle).toMatchObject({ vehicle: { id: "17-ft" } });
    expect(quoteOf(bigger).vehicle).toMatchObject({ vehicle: { id: "20-ft" } });
    expect(ready(quoteOf(bigger)).column).toBe("3-bhk");
  });

  it("prices a part load at the smallest column, with a note", () => {
    const p = ready(
      quoteOf({ ...EMPTY_STATE, items: { living: { "sofa-3": 1 } }, move: "between", from: "kolkata", to: "delhi" }),
    );
    expect(p.column).toBe("1-bhk");
    expect(p.notes.join(" ")).toMatch(/part load/i);
  });

  it("sends loads the tables do not cover to the survey", () => {
    const huge = {
      ...EMPTY_STATE,
      move: "between" as const,
      from: "kolkata",
      to: "delhi",
      items: { office: { "conference-table": 30 } },
    };
    expect(quoteOf(huge).price).toEqual({ status: "survey", reason: say.surveyTooLarge });
    const villa = { ...EMPTY_STATE, move: "local" as const, items: { office: { "conference-table": 15 } } };
    expect(quoteOf(villa).vehicle).toMatchObject({ vehicle: { id: "22-ft" } });
    expect(quoteOf(villa).price).toEqual({ status: "survey", reason: say.surveyLocalLarge });
  });
});
