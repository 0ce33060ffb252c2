import { describe, expect, it } from "vitest";

import { locales, localeTable } from "~/config/locales";
import { calendarWords, longDate, monthAndYear } from "~/content/calendar";
import { translatedIn } from "~/i18n/translations";

import { asSpelled } from "../../tests/locale-page";
import { calendarWords as bengali } from "./bn/calendar";
import { calendarWords as hindi } from "./hi/calendar";

const dictionaries = { en: {}, hi: hindi, bn: bengali };

describe("dates in each language", () => {
  for (const locale of locales) {
    const w = translatedIn(dictionaries[locale], calendarWords);
    const intl = (options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat(localeTable[locale].intl, { ...options, timeZone: "UTC" });

    it(`writes every month and day as Intl writes them for ${localeTable[locale].intl}`, () => {
      const day = intl({ day: "numeric", month: "long", year: "numeric" });
      const month = intl({ month: "long", year: "numeric" });
      for (let m = 1; m <= 12; m++) {
        const mm = String(m).padStart(2, "0");
        for (const d of [1, 9, 28]) {
          const iso = `2025-${mm}-${String(d).padStart(2, "0")}`;
          expect(longDate(iso, w), iso).toBe(asSpelled(day.format(new Date(`${iso}T00:00:00Z`))));
        }
        expect(monthAndYear(`2024-${mm}`, w)).toBe(asSpelled(month.format(new Date(`2024-${mm}-01T00:00:00Z`))));
      }
    });
  }

  it("spells Hindi's February as the glossary does", () => {
    expect(monthAndYear("2025-02", translatedIn(hindi, calendarWords))).toBe("फरवरी 2025");
  });

  it("refuses what is not a date of the records instead of writing 'undefined'", () => {
    expect(() => monthAndYear("2025-13")).toThrow();
    expect(() => longDate("1 June 2025")).toThrow();
    expect(() => longDate("2025-06")).toThrow();
  });
});
