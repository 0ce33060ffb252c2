/**
 * The free survey's booking rules: which days and two-hour slots a visitor may ask for, and where a surveyor can
 * visit. Pure: "now" is passed in, and every day and hour is India's (Asia/Kolkata, UTC+05:30 all year, no daylight
 * saving), whatever the visitor's device says. See docs/decisions/book-survey.md.
 */
import { clockOf } from "~/config/locales";
import { PHONE_HOURS } from "~/content/facts";
import { addDays } from "~/lib/dates";

/** The last day offered, counted from tomorrow (day 1). */
export const SURVEY_DAYS = 14;
/** Each slot's length. */
export const SLOT_HOURS = 2;
/**
 * A slot starts at least this long after the request: a request sent at closing time (9 pm) is confirmed from 8 am,
 * and the surveyor then still has two hours to reach the home or set up the call, so tomorrow's 8–10 slot is offered
 * until 8 pm only.
 */
export const LEAD_HOURS = 12;

/** India Standard Time's offset from UTC. */
const IST_OFFSET_MINUTES = 5 * 60 + 30;
const MINUTE_MS = 60_000;

export interface Slot {
  /** "10:00", India time. */
  start: string;
  end: string;
}

const pad = (n: number) => String(n).padStart(2, "0");
const hhmm = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
const minutesOf = (time: string) => {
  const { hour, minute } = clockOf(time);
  return hour * 60 + minute;
};

/** The date in India at `now`, as YYYY-MM-DD. */
export function istDate(now: Date): string {
  return new Date(now.getTime() + IST_OFFSET_MINUTES * MINUTE_MS).toISOString().slice(0, 10);
}

/** The instant a day (YYYY-MM-DD) and time ("10:00") in India stand for. */
export function istInstant(date: string, time: string): Date {
  return new Date(Date.parse(`${date}T00:00:00Z`) + (minutesOf(time) - IST_OFFSET_MINUTES) * MINUTE_MS);
}

/** Every two-hour slot inside the phone hours, in order: 08:00–10:00 … 18:00–20:00 (the last must end by closing). */
export const DAY_SLOTS: readonly Slot[] = (() => {
  const opens = minutesOf(PHONE_HOURS.opens);
  const closes = minutesOf(PHONE_HOURS.closes);
  const slots: Slot[] = [];
  for (let start = opens; start + SLOT_HOURS * 60 <= closes; start += SLOT_HOURS * 60)
    slots.push({ start: hhmm(start), end: hhmm(start + SLOT_HOURS * 60) });
  return slots;
})();

/** The slots of a day still open at `now`: inside the booking window and at least LEAD_HOURS ahead. */
export function slotsOn(date: string, now: Date): Slot[] {
  if (!surveyDays(now).includes(date)) return [];
  const earliest = now.getTime() + LEAD_HOURS * 60 * MINUTE_MS;
  return DAY_SLOTS.filter((s) => istInstant(date, s.start).getTime() >= earliest);
}

/** The days a survey may be asked for: tomorrow to SURVEY_DAYS days ahead, in India. */
export function surveyDays(now: Date): string[] {
  const today = istDate(now);
  return Array.from({ length: SURVEY_DAYS }, (_, i) => addDays(today, i + 1));
}

/** The days that still have a slot at `now` (tomorrow may have none left late in the evening). */
export const openDays = (now: Date) => surveyDays(now).filter((d) => slotsOn(d, now).length > 0);

/** A slot as every language shows it, 24-hour with Latin digits: "10:00–12:00". */
export const slotText = (slot: Slot) => `${slot.start}–${slot.end}`;

/** What the office receives: "10:00–12:00 IST". */
export const slotValue = (slot: Slot) => `${slotText(slot)} IST`;

/** The slot a payload value names, or undefined. */
export const slotOf = (value: string) => DAY_SLOTS.find((s) => slotValue(s) === value);

/** Whether a day and slot may be booked at `now`: the rule the form checks again just before sending. */
export const isBookable = (date: string, slot: Slot, now: Date) =>
  slotsOn(date, now).some((s) => s.start === slot.start && s.end === slot.end);
