import ICAL from "ical.js";
import { describe, expect, it } from "vitest";

import { movingPlanIn } from "~/content/moving-plan";
import { calendarFile } from "~/lib/calendar/ics";

import { planEvents, REMINDER_MINUTES } from "./calendar";
import { buildPlan as buildPlanWith, type ReadyInput } from "./plan";

/** The plan of the English content's tasks. */
const { tasks } = await movingPlanIn("en");
const buildPlan = (input: ReadyInput, today: string) => buildPlanWith(input, today, tasks);
const textOf = (id: string) => tasks.find((t) => t.id === id)!;

const input: ReadyInput = {
  date: "2027-01-05",
  move: "intercity",
  from: "kolkata",
  to: "delhi",
  flat: true,
  school: true,
  vehicle: true,
};

function events(today: string) {
  const plan = buildPlan(input, today);
  const text = calendarFile(
    planEvents(
      plan,
      today,
      (t) => ({ title: textOf(t.id).title, why: textOf(t.id).why, url: `https://example.in/x?task=${t.id}` }),
      "example.in",
    ),
    new Date("2026-11-27T08:00:00Z"),
  );
  const calendar = new ICAL.Component(ICAL.parse(text));
  return { plan, text, vevents: calendar.getAllSubcomponents("vevent") };
}

describe("the plan as a calendar file", () => {
  it("has one all-day event per task, on its date (across the year end), with a 09:00 reminder", () => {
    const { plan, vevents } = events("2026-10-01");
    expect(vevents).toHaveLength(plan.tasks.length);
    plan.tasks.forEach((task, i) => {
      const event = new ICAL.Event(vevents[i]!);
      expect(event.startDate.isDate).toBe(true);
      expect(event.startDate.toString()).toBe(task.due);
      expect(event.summary).toBe(textOf(task.id).title);
      expect(event.description).toBe(`${textOf(task.id).why}\nhttps://example.in/x?task=${task.id}`);
      const alarm = vevents[i]!.getFirstSubcomponent("valarm")!;
      expect(alarm.getFirstPropertyValue("action")).toBe("DISPLAY");
      // 09:00 on the day: nine hours after the all-day event begins.
      expect((alarm.getFirstPropertyValue("trigger") as ICAL.Duration).toSeconds()).toBe(9 * 3600);
    });
    expect(REMINDER_MINUTES).toBe(-540);
    const dates = plan.tasks.map((t) => t.due);
    expect(dates).toContain("2026-12-29");
    expect(dates).toContain("2027-01-02");
  });

  it("puts a late task on today, and gives each task a UID that stays the same for the same move", () => {
    const today = "2026-12-20";
    const { plan, vevents } = events(today);
    const uids = vevents.map((v) => String(v.getFirstPropertyValue("uid")));
    expect(new Set(uids).size).toBe(uids.length);
    const earlier = new Set(events("2026-10-01").vevents.map((v) => String(v.getFirstPropertyValue("uid"))));
    for (const uid of uids) expect(earlier.has(uid)).toBe(true);
    plan.tasks.forEach((task, i) => {
      const start = new ICAL.Event(vevents[i]!).startDate.toString();
      expect(start).toBe(task.late ? today : task.due);
    });
    expect(plan.tasks.some((t) => t.late)).toBe(true);
  });
});
