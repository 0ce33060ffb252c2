/**
 * Calendar dates as "YYYY-MM-DD" and whole days between them. Everything is counted in UTC days, so a plan made
 * in any time zone, or across a change of daylight saving, gives the same dates: a date is a day, not an instant.
 */

const DAY_MS = 86_400_000;

const dayNumber = (iso: string) => Date.UTC(+iso.slice(0, 4), +iso.slice(5, 7) - 1, +iso.slice(8, 10)) / DAY_MS;

const fromDayNumber = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);

/** The date `days` after `iso` (before, when negative), across month and year ends and leap days. */
export const addDays = (iso: string, days: number) => fromDayNumber(dayNumber(iso) + days);

/** Whole days from `from` to `to`: positive when `to` is later. */
export const daysBetween = (from: string, to: string) => dayNumber(to) - dayNumber(from);

/** The visitor's own calendar date today. */
export function todayIso(now: Date = new Date()) {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
