/**
 * How a language writes the records' dates (calendar.json): its month and weekday names and the order of a date's
 * parts. Written out rather than asked of `Intl` on the page (docs/decisions/intl-on-load.md).
 */
import { z } from "zod";

import { template, Text } from "./fields.ts";

export const calendarSchema = z
  .object({
    /** The months' names as a date writes them, January first. */
    months: z.array(Text).length(12, "twelve months, January first"),
    /** The days of the week as short as a date writes them, Sunday first (as `Date.getUTCDay` counts). */
    weekdays: z.array(Text).length(7, "seven days, Sunday first"),
    /** A day in running text: "1 June 2025". */
    day: template(["day", "month", "year"]),
    /** A month: "June 2025". */
    month: template(["month", "year"]),
    /** A day near enough to be named by its weekday: "Sat, 5 December". */
    weekdayDay: template(["weekday", "day", "month"]),
  })
  .strict();

export const calendarNeutral = [] as const;

export type CalendarContent = z.infer<typeof calendarSchema>;
