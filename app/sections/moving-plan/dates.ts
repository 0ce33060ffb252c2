import { calendarWords, longDate, weekdayDate } from "~/content/calendar";
import { useTranslated } from "~/i18n/translations";

/**
 * A task's day in a language's words, "Fri, 27 Nov": `months` as a task's day names them (the plan's content), the
 * weekdays and the order the language's calendar words.
 */
export const planDay = (iso: string, months: readonly string[], calendar = calendarWords) =>
  weekdayDate(iso, calendar, months);

/** The page's ways of writing the plan's dates, a task's day with `months` and the moving day in full. */
export function usePlanDates(months: readonly string[]) {
  const calendar = useTranslated(calendarWords);
  return { day: (iso: string) => planDay(iso, months, calendar), long: (iso: string) => longDate(iso, calendar) };
}
