import ICAL from "ical.js";
import { describe, expect, it } from "vitest";

import { type AllDayEvent, calendarFile, calendarLink, type TimedEvent } from "./ics";

const survey: TimedEvent = {
  uid: "survey-1@example.in",
  summary: "Video survey, Example Packers",
  description: "Call us on +91 98765 43210; have your list ready, please.\nLine two \\ end",
  location: "Flat 4B, Salt Lake, Kolkata",
  date: "2026-12-05",
  start: "10:00",
  end: "12:00",
  reminderMinutes: 60,
};

const task: AllDayEvent = {
  uid: "task-1@example.in",
  summary: "सोसाइटी से NOC और गेट पास लें, लिफ्ट बुक करें, ताकि सामान वाले दिन कोई रुकावट न आए और ट्रक समय पर अंदर आ सके",
  date: "2026-12-31",
  reminderMinutes: -540,
};

/** Reads a file with ical.js, registering the zones it carries, as a calendar app does. */
function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(zone);
  return calendar.getAllSubcomponents("vevent").map((c) => ({ component: c, event: new ICAL.Event(c) }));
}

describe("calendarFile", () => {
  const now = new Date("2026-11-27T08:15:00Z");
  const text = calendarFile([survey, task], now);

  it("puts a timed event at its hour in Asia/Kolkata, whatever zone reads it", () => {
    const { event } = parse(text)[0]!;
    expect(event.startDate.zone?.tzid).toBe("Asia/Kolkata");
    // 10:00 and 12:00 IST are 04:30 and 06:30 UTC.
    expect(event.startDate.toJSDate().toISOString()).toBe("2026-12-05T04:30:00.000Z");
    expect(event.endDate.toJSDate().toISOString()).toBe("2026-12-05T06:30:00.000Z");
  });

  it("gives an all-day event its own date, ending the next day (across a year end)", () => {
    const all = parse(text);
    const { event } = all[1]!;
    expect(event.startDate.isDate).toBe(true);
    expect(event.startDate.toString()).toBe("2026-12-31");
    expect(event.endDate.toString()).toBe("2027-01-01");
  });

  it("keeps every text exactly, with commas, semicolons, backslashes, line breaks and long Hindi", () => {
    const [first, second] = parse(text);
    expect(first!.event.summary).toBe(survey.summary);
    expect(first!.event.description).toBe(survey.description);
    expect(first!.event.location).toBe(survey.location);
    expect(second!.event.summary).toBe(task.summary);
  });

  it("carries UID and a UTC DTSTAMP on every event", () => {
    for (const { component } of parse(text)) {
      expect(component.getFirstPropertyValue("uid")).toMatch(/@example\.in$/);
      expect(String(component.getFirstPropertyValue("dtstamp"))).toBe("2026-11-27T08:15:00Z");
    }
  });

  it("reminds before a timed event and on the morning of an all-day one", () => {
    const triggers = parse(text).map(({ component }) =>
      (component.getFirstSubcomponent("valarm")?.getFirstPropertyValue("trigger") as ICAL.Duration).toSeconds(),
    );
    expect(triggers).toEqual([-3600, 9 * 3600]);
  });

  it("ends every line with CRLF and folds none longer than 75 octets, never inside a letter", () => {
    expect(text.endsWith("\r\n")).toBe(true);
    const lines = text.slice(0, -2).split("\r\n");
    expect(lines.every((line) => !line.includes("\n") && !line.includes("\r"))).toBe(true);
    expect(Math.max(...lines.map((l) => new TextEncoder().encode(l).length))).toBeLessThanOrEqual(75);
    expect(lines.some((l) => l.startsWith(" "))).toBe(true);
    expect(text).not.toContain("\uFFFD");
  });

  it("leaves the zone out when no event has a time", () => {
    expect(calendarFile([task], now)).not.toContain("VTIMEZONE");
    expect(calendarFile([survey], now)).toContain("TZID:Asia/Kolkata");
  });

  it("refuses a malformed date or time instead of writing a broken file", () => {
    expect(() => calendarFile([{ ...task, date: "31/12/2026" }])).toThrow();
    expect(() => calendarFile([{ ...survey, start: "10am" }])).toThrow();
  });
});

describe("calendarLink", () => {
  it("asks the calendar for the Kolkata wall-clock times", () => {
    const url = new URL(calendarLink(survey));
    expect(url.searchParams.get("dates")).toBe("20261205T100000/20261205T120000");
    expect(url.searchParams.get("ctz")).toBe("Asia/Kolkata");
    expect(url.searchParams.get("text")).toBe(survey.summary);
    expect(url.searchParams.get("details")).toBe(survey.description);
  });
});
