import { calendarWords, longDate, weekdayDate } from "~/content/calendar";
import { words } from "~/content/translation";
import { useTranslated } from "~/i18n/translations";

/**
 * The months as a task's day names them ("Fri, 27 Nov"): short in English, whole where a language's short forms are
 * clipped. The weekdays and the order are the language's calendar words.
 */
export const planDateWords = words("planDateWords", {
  months: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sept", "Oct", "Nov", "Dec"],
});

/** A task's day in a language's words: "Fri, 27 Nov". */
export const planDay = (iso: string, w: typeof planDateWords = planDateWords, calendar = calendarWords) =>
  weekdayDate(iso, calendar, w.months);

/** The page's ways of writing the plan's dates: a task's day and the moving day in full. */
export function usePlanDates() {
  const w = useTranslated(planDateWords);
  const calendar = useTranslated(calendarWords);
  return { day: (iso: string) => planDay(iso, w, calendar), long: (iso: string) => longDate(iso, calendar) };
}
