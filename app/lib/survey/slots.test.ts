import { describe, expect, it } from "vitest";

import { clockOf } from "~/config/locales";
import { PHONE_HOURS } from "~/content/facts";

import { placesOf } from "../../../tests/places";
import { homeVisitCity as homeVisitCityIn } from "./cities";
import {
  DAY_SLOTS,
  isBookable,
  istDate,
  istInstant,
  LEAD_HOURS,
  openDays,
  SLOT_HOURS,
  slotOf,
  slotsOn,
  slotValue,
  SURVEY_DAYS,
  surveyDays,
} from "./slots";

/** An instant given as India's wall clock: ist("2026-12-04T21:30"). */
const ist = (local: string) => new Date(`${local}:00+05:30`);
const minutes = (t: string) => clockOf(t).hour * 60 + clockOf(t).minute;

describe("the survey's slots", () => {
  it("are two hours long, inside the phone hours, back to back from opening", () => {
    expect(DAY_SLOTS.length).toBeGreaterThan(0);
    expect(DAY_SLOTS[0]!.start).toBe(PHONE_HOURS.opens);
    for (const s of DAY_SLOTS) {
      expect(minutes(s.end) - minutes(s.start)).toBe(SLOT_HOURS * 60);
      expect(minutes(s.start)).toBeGreaterThanOrEqual(minutes(PHONE_HOURS.opens));
      expect(minutes(s.end)).toBeLessThanOrEqual(minutes(PHONE_HOURS.closes));
    }
    // 8 am – 9 pm: the 20:00–22:00 slot would end after closing, so it is not offered.
    expect(DAY_SLOTS.map(slotValue)).toEqual([
      "08:00–10:00 IST",
      "10:00–12:00 IST",
      "12:00–14:00 IST",
      "14:00–16:00 IST",
      "16:00–18:00 IST",
      "18:00–20:00 IST",
    ]);
  });

  it("are named in the payload as the office reads them, and read back", () => {
    expect(slotValue({ start: "10:00", end: "12:00" })).toBe("10:00–12:00 IST");
    expect(slotOf("10:00–12:00 IST")).toEqual({ start: "10:00", end: "12:00" });
    expect(slotOf("20:00–22:00 IST")).toBeUndefined();
  });
});

describe("the days offered", () => {
  it("run from tomorrow to 14 days ahead, counted in India", () => {
    const days = surveyDays(ist("2026-12-04T10:00"));
    expect(days).toHaveLength(SURVEY_DAYS);
    expect(days[0]).toBe("2026-12-05");
    expect(days.at(-1)).toBe("2026-12-18");
  });

  it("cross a month end and a year end", () => {
    expect(surveyDays(ist("2026-11-25T12:00")).slice(3, 6)).toEqual(["2026-11-29", "2026-11-30", "2026-12-01"]);
    const yearEnd = surveyDays(ist("2026-12-30T12:00"));
    expect(yearEnd.slice(0, 3)).toEqual(["2026-12-31", "2027-01-01", "2027-01-02"]);
    expect(yearEnd.at(-1)).toBe("2027-01-13");
    // February of a common year.
    expect(surveyDays(ist("2027-02-27T12:00")).slice(0, 2)).toEqual(["2027-02-28", "2027-03-01"]);
  });

  it("turn over at midnight in India, not at the device's or UTC's midnight", () => {
    // 18:29 UTC is 23:59 in India, 18:30 UTC is 00:00 the next day there.
    expect(istDate(new Date("2026-12-04T18:29:00Z"))).toBe("2026-12-04");
    expect(istDate(new Date("2026-12-04T18:30:00Z"))).toBe("2026-12-05");
    expect(surveyDays(new Date("2026-12-04T18:29:00Z"))[0]).toBe("2026-12-05");
    expect(surveyDays(new Date("2026-12-04T18:30:00Z"))[0]).toBe("2026-12-06");
    // Early morning in India is still the previous day in UTC.
    expect(surveyDays(new Date("2026-12-04T20:00:00Z"))[0]).toBe("2026-12-06");
  });

  it("reads India's wall clock as the right instant", () => {
    expect(istInstant("2026-12-05", "10:00").toISOString()).toBe("2026-12-05T04:30:00.000Z");
    expect(istInstant("2026-12-01", "08:00").toISOString()).toBe("2026-12-01T02:30:00.000Z");
  });
});

describe("the slots of a day", () => {
  it("are all open for a day after tomorrow", () => {
    expect(slotsOn("2026-12-07", ist("2026-12-04T20:59"))).toEqual(DAY_SLOTS);
  });

  it(`start at least ${LEAD_HOURS} hours after the request`, () => {
    // In the afternoon, all of tomorrow is open.
    expect(slotsOn("2026-12-05", ist("2026-12-04T15:00"))).toEqual(DAY_SLOTS);
    // At 8 pm tomorrow's 8 am slot is exactly 12 hours away; a minute later it is gone.
    expect(slotsOn("2026-12-05", ist("2026-12-04T20:00"))[0]!.start).toBe("08:00");
    expect(slotsOn("2026-12-05", ist("2026-12-04T20:01"))[0]!.start).toBe("10:00");
    // Late at night only tomorrow's later slots remain.
    expect(slotsOn("2026-12-05", ist("2026-12-04T23:30")).map((s) => s.start)).toEqual([
      "12:00",
      "14:00",
      "16:00",
      "18:00",
    ]);
  });

  it("are none for today, a day gone or a day beyond the window", () => {
    const now = ist("2026-12-04T07:00");
    expect(slotsOn("2026-12-04", now)).toEqual([]);
    expect(slotsOn("2026-12-03", now)).toEqual([]);
    expect(slotsOn("2026-12-18", now)).toEqual(DAY_SLOTS);
    expect(slotsOn("2026-12-19", now)).toEqual([]);
  });

  it("are re-checked before sending: a slot that has passed while the page stayed open is refused", () => {
    const slot = { start: "08:00", end: "10:00" };
    expect(isBookable("2026-12-05", slot, ist("2026-12-04T12:00"))).toBe(true);
    expect(isBookable("2026-12-05", slot, ist("2026-12-04T22:00"))).toBe(false);
    expect(isBookable("2026-12-05", { start: "20:00", end: "22:00" }, ist("2026-12-01T12:00"))).toBe(false);
  });

  it("keep tomorrow open until midnight in India: its afternoon slots are still 12 hours away", () => {
    const lateNight = new Date("2026-12-04T18:29:00Z"); // 23:59 in India
    expect(openDays(lateNight)[0]).toBe("2026-12-05");
    expect(openDays(lateNight)).toHaveLength(SURVEY_DAYS);
  });
});

const cities = (await placesOf()).cities.map((c) => c.sent);
const homeVisitCity = (name: string) => homeVisitCityIn(name, cities);

describe("home visits", () => {
  it("are offered in the head office's city and every branch city, and nowhere else", () => {
    expect(homeVisitCity(" patna ")).toBe("Patna");
    expect(homeVisitCity("Kolkata")).toBe("Kolkata");
    expect(homeVisitCity("Lucknow")).toBeUndefined();
    expect(homeVisitCity("")).toBeUndefined();
  });
});
