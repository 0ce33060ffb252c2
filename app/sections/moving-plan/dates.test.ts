import { describe, expect, it } from "vitest";

import { locales, localeTable } from "~/config/locales";
import { calendarIn } from "~/content/calendar";
import { movingPlanIn } from "~/content/moving-plan";
import { addDays } from "~/lib/dates";

import { asSpelled } from "../../../tests/locale-page";
import { planDay } from "./dates";

describe("a task's day", () => {
  for (const locale of locales) {
    it(`is written as Intl writes it for ${localeTable[locale].intl}, every weekday and month`, async () => {
      const { months } = (await movingPlanIn(locale)).dates;
      const calendar = await calendarIn(locale);
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
        expect(planDay(iso, months, calendar), iso).toBe(asSpelled(intl.format(new Date(`${iso}T00:00:00Z`))));
      }
    });
  }
});
