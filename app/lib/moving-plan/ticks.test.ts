import { describe, expect, it } from "vitest";

import { movingPlanIn } from "~/content/moving-plan";

import { buildPlan as buildPlanWith, type ReadyInput } from "./plan";
import { MAX_PLANS, readTicks, tickOf, TICKS_KEY, writeTicks } from "./ticks";

/** The plan of the English content's tasks. */
const { tasks } = await movingPlanIn("en");
const buildPlan = (input: ReadyInput, today: string) => buildPlanWith(input, today, tasks);

/** A Storage stand-in that can refuse writes, as a full or private-mode one does. */
function memoryStorage(refuse = false) {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => {
      if (refuse) throw new DOMException("quota", "QuotaExceededError");
      data.set(key, value);
    },
  };
}

const input: ReadyInput = { date: "2027-01-15", move: "intercity", from: "kolkata", to: "delhi", size: "2 BHK" };
const TODAY = "2026-11-01";

describe("ticks kept in the browser", () => {
  it("keeps a plan's ticks across a reload (a new read of the same storage)", () => {
    const storage = memoryStorage();
    const plan = buildPlan(input, TODAY);
    const done = new Set([tickOf(plan.tasks[0]!), tickOf(plan.tasks[3]!)]);
    expect(writeTicks(storage, plan.date, done)).toBe(true);
    const again = readTicks(storage, plan.date);
    expect(plan.tasks.filter((t) => again.has(tickOf(t))).map((t) => t.id)).toEqual([
      plan.tasks[0]!.id,
      plan.tasks[3]!.id,
    ]);
  });

  it("does not tick a task of a changed plan: another moving day, or a task that moved to another day", () => {
    const storage = memoryStorage();
    const plan = buildPlan(input, TODAY);
    const declutter = plan.tasks.find((t) => t.id === "declutter")!;
    writeTicks(storage, plan.date, new Set([tickOf(declutter)]));

    const later = buildPlan({ ...input, date: "2027-01-22" }, TODAY);
    const laterTicks = readTicks(storage, later.date);
    expect(later.tasks.some((t) => laterTicks.has(tickOf(t)))).toBe(false);

    // A bigger home starts sorting a week earlier: the same task on another day is not the one ticked.
    const bigger = buildPlan({ ...input, size: "4+ BHK/Villa" }, TODAY);
    const biggerTicks = readTicks(storage, bigger.date);
    expect(bigger.tasks.some((t) => biggerTicks.has(tickOf(t)))).toBe(false);

    // Back to the first answers, the tick is found again.
    expect(readTicks(storage, plan.date).has(tickOf(declutter))).toBe(true);
  });

  it("finds a tick kept under a task's id spelled in camel case", () => {
    const storage = memoryStorage();
    const plan = buildPlan({ ...input, flat: true }, TODAY);
    const noc = plan.tasks.find((t) => t.id === "society-noc")!;
    storage.data.set(TICKS_KEY, JSON.stringify({ v: 1, plans: { [plan.date]: [`societyNoc@${noc.due}`] } }));
    expect(readTicks(storage, plan.date)).toEqual(new Set([tickOf(noc)]));
  });

  it("keeps only the most recently changed moving days", () => {
    const storage = memoryStorage();
    const days = Array.from({ length: MAX_PLANS + 2 }, (_, i) => `2027-01-${String(10 + i).padStart(2, "0")}`);
    for (const day of days) writeTicks(storage, day, new Set([`confirm@${day}`]));
    // Touching the first kept day again moves it to the end, so the next write drops the one after it instead.
    writeTicks(storage, days[2]!, new Set([`confirm@${days[2]}`, "fridge@x"]));
    writeTicks(storage, "2027-02-01", new Set(["confirm@2027-02-01"]));
    const kept = Object.keys(JSON.parse(storage.data.get(TICKS_KEY)!).plans);
    expect(kept).toHaveLength(MAX_PLANS);
    expect(kept).toContain(days[2]);
    expect(kept).not.toContain(days[3]);
    expect(kept.at(-1)).toBe("2027-02-01");
  });

  it("reads a damaged or foreign value as no ticks, and says when the browser refuses to keep them", () => {
    const storage = memoryStorage();
    storage.data.set(TICKS_KEY, "{not json");
    expect(readTicks(storage, "2027-01-15").size).toBe(0);
    storage.data.set(TICKS_KEY, JSON.stringify({ v: 1, plans: { "2027-01-15": [1, 2] } }));
    expect(readTicks(storage, "2027-01-15").size).toBe(0);
    storage.data.set(TICKS_KEY, JSON.stringify({ v: 99, plans: { "2027-01-15": ["a"] } }));
    expect(readTicks(storage, "2027-01-15").size).toBe(0);
    expect(writeTicks(memoryStorage(true), "2027-01-15", new Set(["a"]))).toBe(false);
  });
});
