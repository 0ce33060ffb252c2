// @vitest-environment node
import { describe, expect, it } from "vitest";

import { catalogue, type CatalogueItem } from "~/content/inventory/items";
import { itemNames, itemSearchWords } from "~/locales/hi/content/inventory";

import { searchItems, searchItemsIn } from "./search";

const ids = (q: string, room: Parameters<typeof searchItems>[1] = "living") => searchItems(q, room).map((i) => i.id);

describe("catalogue search", () => {
  it("finds by word starts in the name, any case", () => {
    expect(ids("SOFA")).toContain("sofa-3");
    expect(ids("ofa")).toEqual([]);
    expect(ids("double bed")).toEqual(["double-bed"]);
  });

  it("finds by the other words people use", () => {
    expect(ids("fridge", "kitchen")).toEqual(["fridge-single", "fridge-double", "fridge-side"]);
    expect(ids("almirah", "bedroom")).toContain("almirah-3");
    expect(ids("mandir")).toEqual(["pooja-unit"]);
    expect(ids("cylinder", "kitchen")).toEqual(["gas-cylinder"]);
  });

  it("lists the room's usual items for an empty query, and puts them first in results", () => {
    expect(ids("", "kitchen")).toContain("fridge-double");
    expect(ids("", "kitchen")).not.toContain("double-bed");
    const tv = ids("tv", "bedroom");
    expect(tv.indexOf("tv-32")).toBeLessThan(tv.indexOf("tv-55"));
  });
});

describe("catalogue search in a translated page's words", () => {
  const hindi = (item: CatalogueItem) =>
    [itemNames[item.id] ?? item.name, ...(itemSearchWords[item.id] ?? [])].join(" ");
  const inHindi = (q: string, room: Parameters<typeof searchItems>[1] = "living") =>
    searchItemsIn(q, room, catalogue, hindi).map((i) => i.id);

  it("finds by the item's name and search words in the language, every word typed", () => {
    expect(inHindi("पलंग", "bedroom")).toContain("double-bed");
    expect(inHindi("डबल बेड", "bedroom")).toEqual(["double-bed"]);
    expect(inHindi("सोफा")).toContain("sofa-3");
    expect(inHindi("सोफा फ्रिज")).toEqual([]);
  });

  it("puts the room's usual items first, each group in catalogue order", () => {
    expect(inHindi("टीवी", "bedroom")).toEqual(["tv-32", "tv-43", "tv-unit", "tv-55", "tv-65"]);
  });
});
