import type { CalendarData, CalendarWords } from "~/content/calendar";

import { useRouteValue } from "./use-route-value";

/**
 * The calendar of the page's language (content/<language>/calendar.json), from the data of the page that shows a
 * date: its loader hands it (`pageCalendar`, app/routes/page-data.ts), and a page that shows none carries none.
 */
export function useCalendar(): CalendarWords {
  const calendar = useRouteValue<CalendarData["calendar"]>("calendar");
  if (!calendar) throw new Error("No calendar in the page's data: the loader of a page that shows a date gives it");
  return calendar;
}
