/**
 * The tasks a visitor has ticked, kept in this browser only (localStorage; nothing is sent). A tick is the task
 * and the date it fell due, kept under the moving day: change the date, or an answer that moves a task to another
 * day, and the old tick no longer matches, so a changed plan never shows a task done that was not. Changing back
 * finds the ticks again. Only the last few moving days are kept.
 */
import type { DatedTask } from "./plan";

export const TICKS_KEY = "moving-plan-ticks";
const VERSION = 1;
/** Moving days whose ticks are kept; the oldest-touched goes first. */
export const MAX_PLANS = 5;

interface Stored {
  v: typeof VERSION;
  /** Moving day → ticks, most recently changed last. */
  plans: Record<string, string[]>;
}

/** Where the ticks live: window.localStorage, or a stand-in in tests. */
type TickStorage = Pick<Storage, "getItem" | "setItem">;

export const tickOf = (task: Pick<DatedTask, "id" | "due">) => `${task.id}@${task.due}`;

/**
 * A tick whose task is named in camel case (`societyNoc@2026-12-18`), as a browser may keep it, is read under the
 * content's id of the task (`society-noc`), so no visitor's ticks are lost to how an id is spelled.
 */
const hyphenated = (tick: string) => tick.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

function read(storage: TickStorage): Stored {
  try {
    const data = JSON.parse(storage.getItem(TICKS_KEY) ?? "null") as Partial<Stored> | null;
    if (data?.v === VERSION && typeof data.plans === "object" && data.plans !== null) {
      const plans = Object.fromEntries(
        Object.entries(data.plans)
          .filter((e): e is [string, string[]] => Array.isArray(e[1]) && e[1].every((t) => typeof t === "string"))
          .map(([day, ticks]) => [day, ticks.map(hyphenated)]),
      );
      return { v: VERSION, plans };
    }
  } catch {
    // Unreadable or unavailable storage: start afresh.
  }
  return { v: VERSION, plans: {} };
}

/** The ticks of the plan for a moving day. */
export function readTicks(storage: TickStorage, movingDay: string): Set<string> {
  return new Set(read(storage).plans[movingDay] ?? []);
}

/** Keeps the ticks of a moving day; false when the browser refuses (private mode, full storage). */
export function writeTicks(storage: TickStorage, movingDay: string, ticks: ReadonlySet<string>): boolean {
  const { plans } = read(storage);
  delete plans[movingDay];
  plans[movingDay] = [...ticks];
  const kept = Object.entries(plans).slice(-MAX_PLANS);
  try {
    storage.setItem(TICKS_KEY, JSON.stringify({ v: VERSION, plans: Object.fromEntries(kept) } satisfies Stored));
    return true;
  } catch {
    return false;
  }
}
