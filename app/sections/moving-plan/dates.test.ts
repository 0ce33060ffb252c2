import { describe, expect, it } from "vitest";

import { locales, localeTable } from "~/config/locales";
import { calendarWords } from "~/content/calendar";
import { translatedIn } from "~/i18n/translations";
import { addDays } from "~/lib/dates";
import { calendarWords as bengaliCalendar } from "~/locales/bn/calendar";
import { translations as bengaliData } from "~/locales/bn/pages/moving-plan";
import { translations as bengaliPhrases } from "~/locales/bn/pages/moving-plan.phrases";
import { calendarWords as hindiCalendar } from "~/locales/hi/calendar";
import { translations as hindiData } from "~/locales/hi/pages/moving-plan";
import { translations as hindiPhrases } from "~/locales/hi/pages/moving-plan.phrases";

import { asSpelled } from "../../../tests/locale-page";
import { planDateWords, planDay } from "./dates";

/** Each page's words as it gets them: its data and its phrases. */
const bengali = { ...bengaliData, ...bengaliPhrases };
const hindi = { ...hindiData, ...hindiPhrases };

const dictionaries = { en: {}, hi: { ...hindiCalendar, ...hindi }, bn: { ...bengaliCalendar, ...bengali } };

describe("a task's day", () => {
  for (const locale of locales) {
    it(`is written as Intl writes it for ${localeTable[locale].intl}, every weekday and month`, () => {
      const w = translatedIn(dictionaries[locale], planDateWords);
      const calendar = translatedIn(dictionaries[locale], calendarWords);
      const intl = new Intl.DateTimeFormat(localeTable[locale].intl, {
        weekday: "short",
        day: "numeric",
        // Hindi and Bengali name the month whole: their short months are clipped words.
        month: locale === "en" ? "short" : "long",
        timeZone: "UTC",
      });
      // Every weekday in every month, across a year end and a leap day.
      for (let i = 0; i < 400; i += 3) {
        const iso = addDays("2027-12-01", i);
        expect(planDay(iso, w, calendar), iso).toBe(asSpelled(intl.format(new Date(`${iso}T00:00:00Z`))));
      }
    });
  }
});
