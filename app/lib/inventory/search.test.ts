// @vitest-environment node
import { describe, expect, it } from "vitest";

import { locales } from "~/config/locales";
import { catalogueWordsIn } from "~/content/inventory/words";

import { searchItems } from "./search";

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
  const translated = locales.filter((l) => l !== "en");

  it("finds by the item's name and search words in the language, every word typed", async () => {
    for (const locale of translated) {
      const words = (await catalogueWordsIn(locale))!;
      const own = new Map(Object.entries(words.items).map(([id, w]) => [id, [w.name, ...w.also].join(" ")]));
      const inLanguage = (q: string, room: Parameters<typeof searchItems>[1] = "living") =>
        searchItems(q, room, own).map((i) => i.id);
      const bed = words.items["double-bed"]!;
      expect(inLanguage(bed.name, "bedroom"), locale).toEqual(["double-bed"]);
      expect(inLanguage(bed.also[0]!, "bedroom"), locale).toContain("double-bed");
      expect(inLanguage(`${bed.name} ${words.items["fridge-single"]!.name}`), locale).toEqual([]);
      // Latin letters still find the English names and words on a translated page.
      expect(inLanguage("fridge", "kitchen"), locale).toEqual(["fridge-single", "fridge-double", "fridge-side"]);
    }
  });

  it("puts the room's usual items first, each group in catalogue order", async () => {
    for (const locale of translated) {
      const words = (await catalogueWordsIn(locale))!;
      const own = new Map(Object.entries(words.items).map(([id, w]) => [id, [w.name, ...w.also].join(" ")]));
      const tv = searchItems(words.items["tv-32"]!.also[0]!, "bedroom", own).map((i) => i.id);
      expect(tv.slice(0, 2), locale).toEqual(["tv-32", "tv-43"]);
      expect(tv, locale).toContain("tv-65");
    }
  });
});
