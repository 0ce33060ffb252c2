// @vitest-environment node
import { describe, expect, it } from "vitest";

import { locales } from "../config/locales";
import { englishFloor, FLOORS } from "../lib/inventory/floor";
import { floorName } from "./floors";
import { readContent } from "./read";

describe("a floor in the page's words", () => {
  it("in English reads as the office's floor, with a capital", async () => {
    const { floors } = await readContent("book-survey", "en");
    for (const floor of FLOORS) {
      const english = englishFloor(floor);
      expect(floorName(floors, floor, "en")).toBe(english.charAt(0).toUpperCase() + english.slice(1));
    }
  });

  it.each(locales)("in %s names the floors in words, then every other by its number in an ordinal form", async (locale) => {
    const { floors } = await readContent("book-survey", locale);
    const names = FLOORS.map((floor) => floorName(floors, floor, locale));
    expect(names[0]).toBe(floors.names[0]);
    expect(new Set(names).size).toBe(FLOORS.length);
    FLOORS.slice(floors.names.length).forEach((floor, i) => expect(names[floors.names.length + i]).toContain(String(floor)));
  });

  it("takes each number's ordinal form as the language's plural rules give it", () => {
    const words = { names: ["G"], ordinal: { one: "{floor}st", two: "{floor}nd", few: "{floor}rd", other: "{floor}th" } };
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23].map((n) => floorName(words, n, "en"))).toEqual([
      "1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "23rd",
    ]);
    expect(floorName({ names: ["G"], ordinal: { other: "#{floor}" } }, 2, "en")).toBe("#2");
  });
});
