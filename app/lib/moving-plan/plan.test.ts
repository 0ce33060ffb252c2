import { describe, expect, it } from "vitest";

import { movingPlanIn, type PlanLink } from "~/content/moving-plan";
import { addDays, daysBetween, todayIso } from "~/lib/dates";

import { offeredPlacesOf } from "../../../tests/places";
import { buildPlan as buildPlanWith, calendarDay, ctaFor, linkPath as linkPathIn, type ReadyInput } from "./plan";

const places = await offeredPlacesOf();
/** The plan of the English content's tasks. */
const { tasks: planTasks } = await movingPlanIn("en");
const buildPlan = (input: ReadyInput, today: string) => buildPlanWith(input, today, planTasks);
const linkPath = (link: PlanLink, input: Parameters<typeof linkPathIn>[1]) => linkPathIn(link, input, places);

/** Far enough ahead that no task is late. */
const TODAY = "2026-01-01";
const ids = (input: ReadyInput, today = TODAY) => buildPlan(input, today).tasks.map((t) => t.id);
const base: ReadyInput = { date: "2026-06-15", move: "intercity", from: "kolkata", to: "delhi", size: "2 BHK" };

describe("date arithmetic", () => {
  it("counts back across month ends, a year end and February of a leap year", () => {
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(addDays("2028-03-01", -1)).toBe("2028-02-29");
    expect(addDays("2028-03-14", -14)).toBe("2028-02-29");
    expect(addDays("2027-01-10", -42)).toBe("2026-11-29");
    expect(addDays("2026-12-31", 7)).toBe("2027-01-07");
    expect(addDays("2026-05-31", -31)).toBe("2026-04-30");
  });

  it("counts whole days whatever the time zone's daylight saving (a date is a day, not an instant)", () => {
    // Europe's clocks change on 29 March 2026; a UTC-day count is not thrown off by an hour.
    expect(daysBetween("2026-03-28", "2026-03-30")).toBe(2);
    expect(daysBetween("2026-12-31", "2027-01-01")).toBe(1);
    expect(daysBetween("2028-03-01", "2028-02-28")).toBe(-2);
  });

  it("takes today from the visitor's own calendar, not UTC", () => {
    expect(todayIso(new Date(2026, 0, 1, 0, 30))).toBe("2026-01-01");
    expect(todayIso(new Date(2026, 11, 31, 23, 59))).toBe("2026-12-31");
  });
});

describe("which tasks a move needs", () => {
  it("gives every move the checks, insurance, confirmation, moving day and delivery", () => {
    for (const move of ["local", "intercity", "office", "vehicle", "defence", "fine-art"] as const) {
      expect(ids({ ...base, move })).toEqual(
        expect.arrayContaining(["check-mover", "insurance", "confirm", "moving-day", "delivery"]),
      );
    }
  });

  it("adds the car's papers and preparation only when a vehicle goes", () => {
    expect(ids(base)).not.toContain("vehicle-papers");
    expect(ids({ ...base, vehicle: true })).toEqual(expect.arrayContaining(["vehicle-papers", "vehicle-prep"]));
    expect(ids({ ...base, move: "vehicle" })).toEqual(expect.arrayContaining(["vehicle-papers", "vehicle-prep"]));
  });

  it("gives a car alone no household chores and no survey", () => {
    const car = ids({ ...base, move: "vehicle", flat: true, size: "3 BHK" });
    for (const id of ["survey", "gas", "fridge", "declutter", "society-noc", "lift-booking", "addresses", "charges"])
      expect(car).not.toContain(id);
  });

  it("adds the society NOC and the lift booking for a flat; offices book the lift too", () => {
    expect(ids(base)).not.toContain("society-noc");
    expect(ids(base)).not.toContain("lift-booking");
    expect(ids({ ...base, flat: true })).toEqual(expect.arrayContaining(["society-noc", "lift-booking"]));
    const office = ids({ ...base, move: "office" });
    expect(office).toContain("lift-booking");
    expect(office).not.toContain("society-noc");
  });

  it("adds the school's admission and transfer certificate only for children changing school", () => {
    expect(ids(base)).not.toContain("school-certificate");
    expect(ids({ ...base, school: true })).toEqual(expect.arrayContaining(["school-admission", "school-certificate"]));
  });

  it("adds pets and plants only when asked", () => {
    expect(ids(base)).not.toContain("pets-or-plants");
    expect(ids({ ...base, pets: true })).toContain("pets-or-plants");
  });

  it("gives homes the gas transfer and the address updates, and offices their IT and notices instead", () => {
    for (const move of ["local", "intercity", "defence"] as const)
      expect(ids({ ...base, move })).toEqual(expect.arrayContaining(["gas", "addresses", "fridge"]));
    const office = ids({ ...base, move: "office" });
    expect(office).toEqual(expect.arrayContaining(["office-it", "office-notice", "utilities"]));
    expect(office).not.toContain("gas");
    expect(office).not.toContain("addresses");
  });

  it("adds the movement order for a defence transfer and the artwork list for fine art, only there", () => {
    expect(ids({ ...base, move: "defence" })).toContain("defence-papers");
    expect(ids({ ...base, move: "fine-art" })).toContain("fine-art-list");
    expect(ids(base)).not.toContain("defence-papers");
    expect(ids(base)).not.toContain("fine-art-list");
  });

  it("starts sorting a big home a week earlier", () => {
    const due = (size: ReadyInput["size"]) =>
      buildPlan({ ...base, size }, TODAY).tasks.find((t) => t.id === "declutter")!.due;
    expect(due("2 BHK")).toBe(addDays(base.date, -35));
    expect(due("4+ BHK/Villa")).toBe(addDays(base.date, -42));
  });

  it("links the truck hours to the destination's city page only where we have one", () => {
    expect(linkPath("destination-city", base)).toBe("/network/delhi");
    expect(linkPath("destination-city", { ...base, to: "kolkata" })).toBe("/network/kolkata");
    expect(linkPath("destination-city", { ...base, to: "other" })).toBeUndefined();
    expect(linkPath("destination-city", { ...base, to: undefined })).toBeUndefined();
    expect(linkPath("insurance", base)).toBe("/goods-insurance");
    expect(linkPath("survey", base)).toBe("/book-survey?city=kolkata&to=delhi");
    expect(linkPath("survey", { ...base, from: undefined, to: undefined })).toBe("/book-survey");
  });
});

describe("the dated plan", () => {
  it("dates every task from the moving day, six weeks before to a week after", () => {
    const plan = buildPlan({ ...base, move: "intercity", flat: true, school: true, pets: true, vehicle: true }, TODAY);
    for (const task of plan.tasks) {
      const rule = planTasks.find((t) => t.id === task.id)!;
      expect(task.due).toBe(addDays(base.date, rule.day));
    }
    const days = plan.tasks.map((t) => daysBetween(base.date, t.due));
    expect(Math.min(...days)).toBe(-42);
    expect(Math.max(...days)).toBe(7);
  });

  it("counts back across a year end and through February of a leap year", () => {
    const newYear = buildPlan({ ...base, date: "2027-01-05" }, "2026-01-01");
    expect(newYear.tasks.find((t) => t.id === "survey")!.due).toBe("2026-11-24");
    expect(newYear.tasks.find((t) => t.id === "confirm")!.due).toBe("2027-01-02");
    const leap = buildPlan({ ...base, date: "2028-03-01" }, "2028-01-01");
    expect(leap.tasks.find((t) => t.id === "fridge")!.due).toBe("2028-02-29");
    expect(leap.tasks.find((t) => t.id === "lift-booking")).toBeUndefined();
    expect(
      buildPlan({ ...base, date: "2028-03-14", flat: true }, "2028-01-01").tasks.find((t) => t.id === "lift-booking")!
        .due,
    ).toBe("2028-02-29");
  });

  it("groups by week before the move, the day itself and the week after, in date order", () => {
    const plan = buildPlan(base, TODAY);
    const kinds = plan.groups.map((g) => (g.kind === "before" ? `before-${g.weeks}` : g.kind));
    expect(kinds).toEqual(["before-6", "before-5", "before-4", "before-3", "before-2", "before-1", "day", "after"]);
    for (const group of plan.groups) {
      if (group.kind === "asap") continue;
      const end = group.kind === "day" ? group.start : group.end;
      for (const task of group.tasks) {
        expect(daysBetween(group.start, task.due)).toBeGreaterThanOrEqual(0);
        expect(daysBetween(task.due, end)).toBeGreaterThanOrEqual(0);
      }
      if (group.kind !== "day") expect(daysBetween(group.start, end)).toBe(6);
    }
    const dues = plan.tasks.map((t) => t.due);
    expect(dues).toEqual([...dues].sort());
  });

  it("names the weeks by the days before the move: 1–7 days is one week, 36–42 six", () => {
    const plan = buildPlan(base, TODAY);
    const weekOf = (id: string) =>
      plan.groups.find((g) => g.tasks.some((t) => t.id === id)) as { kind: string; weeks?: number };
    expect(weekOf("survey").weeks).toBe(6); // 42 days
    expect(weekOf("check-mover").weeks).toBe(6); // 40 days
    expect(weekOf("declutter").weeks).toBe(5); // 35 days
    expect(weekOf("valuables").weeks).toBe(1); // 7 days
    expect(weekOf("fridge").weeks).toBe(1); // 1 day
    expect(weekOf("moving-day").kind).toBe("day");
    expect(weekOf("addresses").kind).toBe("after");
  });

  it("puts tasks already due for a near move first, as soon as possible, on today's date in a calendar", () => {
    const today = "2026-06-01"; // two weeks before
    const plan = buildPlan(base, today);
    const [first, ...rest] = plan.groups;
    expect(first!.kind).toBe("asap");
    expect(first!.tasks.map((t) => t.id)).toEqual(
      expect.arrayContaining(["survey", "check-mover", "declutter", "insurance", "gas", "charges"]),
    );
    for (const task of first!.tasks) {
      expect(task.late).toBe(true);
      expect(daysBetween(today, task.due)).toBeLessThan(0);
      expect(calendarDay(task, today)).toBe(today);
    }
    // A task due today is not late.
    const due = rest.flatMap((g) => g.tasks);
    expect(due.find((t) => t.id === "truck-hours")).toMatchObject({ due: today, late: false });
    expect(calendarDay(due[0]!, today)).toBe(due[0]!.due);
    expect(rest.every((g) => g.kind !== "asap")).toBe(true);
  });

  it("once the move has happened, leaves out what was to be done before it and keeps what follows", () => {
    const plan = buildPlan(base, "2026-06-18");
    expect(plan.tasks.every((t) => daysBetween(base.date, t.due) >= 0)).toBe(true);
    expect(plan.groups.map((g) => g.kind)).toEqual(["asap", "after"]);
    expect(plan.groups[0]!.tasks.map((t) => t.id)).toEqual(["moving-day", "delivery"]);
    expect(plan.groups[1]!.tasks.map((t) => t.id)).toEqual(["addresses"]);
  });
});

describe("the call to action", () => {
  const today = "2026-12-20";
  it("offers the survey from three weeks ahead, a call under a week, both in between, neither after", () => {
    expect(ctaFor(addDays(today, 60), today)).toBe("survey");
    expect(ctaFor(addDays(today, 21), today)).toBe("survey");
    expect(ctaFor(addDays(today, 20), today)).toBe("survey-and-call");
    expect(ctaFor(addDays(today, 7), today)).toBe("survey-and-call");
    expect(ctaFor(addDays(today, 6), today)).toBe("call");
    expect(ctaFor(today, today)).toBe("call");
    expect(ctaFor(addDays(today, -1), today)).toBe("none");
  });
});
