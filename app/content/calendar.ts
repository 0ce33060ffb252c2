/**
 * How each language writes the records' dates ("2025-06-01", "2025-02"): its month names and word order, a record
 * each language translates like any other words. Written out rather than asked of `Intl` on the page, because the
 * first `Intl` object a page makes loads the browser's locale data while the page hydrates
 * (docs/decisions/intl-on-load.md); app/locales/calendar.test.ts holds every language's dates to what `Intl` writes.
 */
import { words } from "./translation.ts";

export const calendarWords = words("calendarWords", {
  months: [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
  ],
  /** "1 June 2025" */
  day: (day: number, month: string, year: number) => `${day} ${month} ${year}`,
  /** "June 2025" */
  month: (month: string, year: number) => `${month} ${year}`,
  /** The days of the week, Sunday first (as `Date.getUTCDay` counts), as short as a date writes them. */
  weekdays: ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"],
  /** "Sat, 5 December": a day near enough to be named by its weekday. */
  weekdayDay: (weekday: string, day: number, month: string) => `${weekday}, ${day} ${month}`,
});

export type CalendarWords = typeof calendarWords;

function partsOf(iso: string) {
  const [year, month, day] = iso.split("-").map(Number) as [number, number, number | undefined];
  if (!/^\d{4}-\d{2}(-\d{2})?$/.test(iso) || month < 1 || month > 12)
    throw new Error(`Not a date of the records: ${iso}`);
  return { year, month, day };
}

/** A date of the records ("2025-06-01") in running text: "1 June 2025", "1 जून 2025". */
export function longDate(iso: string, w: CalendarWords = calendarWords): string {
  const { year, month, day } = partsOf(iso);
  if (day === undefined) throw new Error(`Not a day: ${iso}`);
  return w.day(day, w.months[month - 1]!, year);
}

/**
 * A date of the records with its weekday: "Sat, 5 December", or "Sat, 5 Dec" with a page's own `months` (the moving
 * plan's short ones).
 */
export function weekdayDate(iso: string, w: CalendarWords = calendarWords, months: readonly string[] = w.months) {
  const { year, month, day } = partsOf(iso);
  if (day === undefined) throw new Error(`Not a day: ${iso}`);
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return w.weekdayDay(w.weekdays[weekday]!, day, months[month - 1]!);
}

/** A month of the records ("2025-02"): "February 2025", "फरवरी 2025". */
export function monthAndYear(iso: string, w: CalendarWords = calendarWords): string {
  const { year, month } = partsOf(iso);
  return w.month(w.months[month - 1]!, year);
}
