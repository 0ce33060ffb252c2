/**
 * The plan as calendar events: one all-day event per task on the day it falls due (today for a late one), with a
 * reminder at 09:00 that day. The texts are the page's language; the UID stays the same for the same task and
 * moving day, so importing the plan again updates the events instead of doubling them.
 */
import type { AllDayEvent } from "~/lib/calendar/ics";

import { calendarDay, type Plan } from "./plan";

/** 09:00 on the day: minutes after the all-day event begins. */
export const REMINDER_MINUTES = -9 * 60;

export interface TaskText {
  title: string;
  why: string;
  /** The helping page's full address, when the task has one. */
  url?: string;
}

export function planEvents(
  plan: Plan,
  today: string,
  textOf: (task: Plan["tasks"][number]) => TaskText,
  host: string,
): AllDayEvent[] {
  return plan.tasks.map((task) => {
    const { title, why, url } = textOf(task);
    return {
      uid: `${task.id}-${plan.date}@moving-plan.${host}`,
      summary: title,
      description: url ? `${why}\n${url}` : why,
      date: calendarDay(task, today),
      reminderMinutes: REMINDER_MINUTES,
    };
  });
}
