import { calendarWords, longDate } from "~/content/calendar";
import { words } from "~/content/translation";
import { useTranslated } from "~/i18n/translations";
import { weekdayOf } from "~/lib/moving-plan/dates";

/**
 * How the plan writes a task's day ("Fri, 27 Nov"), from words each language translates rather than from `Intl`,
 * whose first use on a page loads the browser's locale data (docs/decisions/intl-on-load.md).
 */
export const planDateWords = words("planDateWords", {
  /** Sunday first, as `Date.getUTCDay` counts. */
  weekdays: ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"],
  /** The months as a task's day names them: short in English, whole where a language's short forms are clipped. */
  months: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sept", "Oct", "Nov", "Dec"],
  day: (weekday: string, day: number, month: string) => `${weekday}, ${day} ${month}`,
});

/** A task's day in a language's words: "Fri, 27 Nov". */
export const planDay = (iso: string, w: typeof planDateWords = planDateWords) =>
  w.day(w.weekdays[weekdayOf(iso)]!, Number(iso.slice(8, 10)), w.months[Number(iso.slice(5, 7)) - 1]!);

/** The page's ways of writing the plan's dates: a task's day and the moving day in full. */
export function usePlanDates() {
  const w = useTranslated(planDateWords);
  const calendar = useTranslated(calendarWords);
  return { day: (iso: string) => planDay(iso, w), long: (iso: string) => longDate(iso, calendar) };
}
