/**
 * How each language writes the records' dates ("2025-06-01", "2025-02"): its month and weekday names and word order,
 * read from content/<language>/calendar.json by the loaders of the pages that show a date and handed to them as
 * data (`useCalendar`). Written out rather than asked of `Intl` on the page, because the first `Intl` object a page
 * makes loads the browser's locale data while the page hydrates (docs/decisions/intl-on-load.md);
 * app/content/calendar.test.ts holds every language's dates to what `Intl` writes.
 */
import type { Locale } from "../config/locales.ts";
import { filled } from "./placeholders.ts";
import type { CalendarContent } from "./schemas/calendar.ts";

export type CalendarWords = CalendarContent;

/** What the loader of a page that shows a date gives it: its language's calendar. */
export interface CalendarData {
  calendar: CalendarWords;
}

/** The calendar of `locale`, read when a page is built; `dir` is the content folder (a test's copy). */
export async function calendarIn(locale: Locale, dir?: string): Promise<CalendarWords> {
  const { readContent } = await import("./read.ts");
  return readContent("calendar", locale, dir);
}

function partsOf(iso: string) {
  const [year, month, day] = iso.split("-").map(Number) as [number, number, number | undefined];
  if (!/^\d{4}-\d{2}(-\d{2})?$/.test(iso) || month < 1 || month > 12)
    throw new Error(`Not a date of the records: ${iso}`);
  return { year, month, day };
}

/** A date of the records ("2025-06-01") in running text: "1 June 2025", "1 जून 2025". */
export function longDate(iso: string, w: CalendarWords): string {
  const { year, month, day } = partsOf(iso);
  if (day === undefined) throw new Error(`Not a day: ${iso}`);
  return filled(w.day, { day: String(day), month: w.months[month - 1]!, year: String(year) });
}

/**
 * A date of the records with its weekday: "Sat, 5 December", or "Sat, 5 Dec" with a page's own `months` (the moving
 * plan's short ones).
 */
export function weekdayDate(iso: string, w: CalendarWords, months: readonly string[] = w.months) {
  const { year, month, day } = partsOf(iso);
  if (day === undefined) throw new Error(`Not a day: ${iso}`);
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return filled(w.weekdayDay, { weekday: w.weekdays[weekday]!, day: String(day), month: months[month - 1]! });
}

/** A month of the records ("2025-02"): "February 2025", "फरवरी 2025". */
export function monthAndYear(iso: string, w: CalendarWords): string {
  const { year, month } = partsOf(iso);
  return filled(w.month, { month: w.months[month - 1]!, year: String(year) });
}
