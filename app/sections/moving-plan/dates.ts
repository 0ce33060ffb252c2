import { type CalendarWords, longDate, weekdayDate } from "~/content/calendar";
import { useCalendar } from "~/hooks/use-calendar";

/**
 * A task's day in a language's words, "Fri, 27 Nov": `months` as a task's day names them (the plan's content), the
 * weekdays and the order the language's calendar's.
 */
export const planDay = (iso: string, months: readonly string[], calendar: CalendarWords) =>
  weekdayDate(iso, calendar, months);

/** The page's ways of writing the plan's dates, a task's day with `months` and the moving day in full. */
export function usePlanDates(months: readonly string[]) {
  const calendar = useCalendar();
  return { day: (iso: string) => planDay(iso, months, calendar), long: (iso: string) => longDate(iso, calendar) };
}
