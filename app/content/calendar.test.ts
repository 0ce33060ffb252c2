import { describe, expect, it } from "vitest";

import { locales, localeTable } from "~/config/locales";

import { asSpelled } from "../../tests/locale-page";
import { calendarIn, longDate, monthAndYear } from "./calendar";
import { calendarSchema } from "./schemas/calendar";

const english = await calendarIn("en");

describe("dates in each language", () => {
  for (const locale of locales) {
    const intl = (options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat(localeTable[locale].intl, { ...options, timeZone: "UTC" });

    it(`writes every month and day as Intl writes them for ${localeTable[locale].intl}`, async () => {
      const w = await calendarIn(locale);
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

  it("spells Hindi's February as the glossary does", async () => {
    expect(monthAndYear("2025-02", await calendarIn("hi"))).toBe("फरवरी 2025");
  });

  it("refuses what is not a date of the records instead of writing 'undefined'", () => {
    expect(() => monthAndYear("2025-13", english)).toThrow();
    expect(() => longDate("1 June 2025", english)).toThrow();
    expect(() => longDate("2025-06", english)).toThrow();
  });
});

describe("a calendar file", () => {
  const problems = (edit: (c: Record<string, unknown>) => void) => {
    const copy = structuredClone(english) as unknown as Record<string, unknown>;
    edit(copy);
    const result = calendarSchema.safeParse(copy);
    return result.success ? [] : result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
  };

  it("is the English file as it is", () => {
    expect(problems(() => {})).toEqual([]);
  });

  it("refuses eleven months and six weekdays", () => {
    expect(problems((c) => (c.months = english.months.slice(1)))).toEqual([expect.stringMatching(/^months: twelve/)]);
    expect(problems((c) => (c.weekdays = english.weekdays.slice(1)))).toEqual([
      expect.stringMatching(/^weekdays: seven/),
    ]);
  });

  it("refuses a date that lost a placeholder or names one it has not", () => {
    expect(problems((c) => (c.day = "{day} {month}"))).toEqual([expect.stringMatching(/^day: names '\{year\}'/)]);
    expect(problems((c) => (c.weekdayDay = "{weekday}, {day} {month} {year}"))).toEqual([
      expect.stringMatching(/^weekdayDay: '\{year\}' is none of/),
    ]);
  });
});
