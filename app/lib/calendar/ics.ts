/**
 * Calendar events as an iCalendar file (RFC 5545) and as an "add event" link. Timed events are written in the
 * company's time zone, Asia/Kolkata, with the zone itself in the file, so a phone set to another zone still shows
 * the survey at the hour the office agreed.
 */

import { addDays } from "~/lib/dates";

const TIME_ZONE = "Asia/Kolkata";

interface EventBase {
  /** Unique and stable for the same event, so importing a file again updates instead of duplicating. */
  uid: string;
  summary: string;
  description?: string;
  /** The day, as YYYY-MM-DD. */
  date: string;
}

/** An event at a time of day in Asia/Kolkata. */
export interface TimedEvent extends EventBase {
  location?: string;
  /** HH:MM, Asia/Kolkata. */
  start: string;
  end: string;
  /** Minutes before the start. */
  reminderMinutes?: number;
}

/** An event that fills its day. */
export interface AllDayEvent extends EventBase {
  /** Minutes before the day begins; negative is after it begins (-540 is 09:00 on the day). */
  reminderMinutes?: number;
}

export type CalendarEvent = TimedEvent | AllDayEvent;

const isTimed = (e: CalendarEvent): e is TimedEvent => "start" in e;

const compactDate = (date: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new Error(`Not a date: ${date}`);
  return date.replaceAll("-", "");
};
const compactTime = (time: string) => {
  if (!/^\d{2}:\d{2}$/.test(time)) throw new Error(`Not a time: ${time}`);
  return `${time.replace(":", "")}00`;
};

const utcStamp = (at: Date) => `${at.toISOString().slice(0, 19).replace(/[-:]/g, "")}Z`;

/** TEXT values escape backslash, semicolon, comma and line breaks (RFC 5545 §3.3.11). */
const escapeText = (text: string) =>
  text.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");

const encoder = new TextEncoder();

/**
 * Folds a content line at 75 octets (RFC 5545 §3.1), never inside a character: Hindi and Bengali summaries take
 * three octets a letter.
 */
function foldLine(line: string): string {
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // Continuation lines start with a space, which counts towards their 75.
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

function alarm(minutesBefore: number, summary: string) {
  const trigger = minutesBefore >= 0 ? `-PT${minutesBefore}M` : `PT${-minutesBefore}M`;
  return ["BEGIN:VALARM", "ACTION:DISPLAY", `DESCRIPTION:${escapeText(summary)}`, `TRIGGER:${trigger}`, "END:VALARM"];
}

function eventLines(e: CalendarEvent, stamp: string) {
  const when = isTimed(e)
    ? [
        `DTSTART;TZID=${TIME_ZONE}:${compactDate(e.date)}T${compactTime(e.start)}`,
        `DTEND;TZID=${TIME_ZONE}:${compactDate(e.date)}T${compactTime(e.end)}`,
      ]
    : [
        `DTSTART;VALUE=DATE:${compactDate(e.date)}`,
        // An all-day event ends (exclusively) on the next day.
        `DTEND;VALUE=DATE:${compactDate(addDays(e.date, 1))}`,
      ];
  return [
    "BEGIN:VEVENT",
    `UID:${e.uid}`,
    `DTSTAMP:${stamp}`,
    ...when,
    `SUMMARY:${escapeText(e.summary)}`,
    ...(e.description ? [`DESCRIPTION:${escapeText(e.description)}`] : []),
    ...(isTimed(e) && e.location ? [`LOCATION:${escapeText(e.location)}`] : []),
    // An all-day task shows as free time; a survey visit is busy.
    `TRANSP:${isTimed(e) ? "OPAQUE" : "TRANSPARENT"}`,
    ...(e.reminderMinutes === undefined ? [] : alarm(e.reminderMinutes, e.summary)),
    "END:VEVENT",
  ];
}

/** India has kept +05:30 all year since 1945, so one standard observance describes the zone. */
const KOLKATA_ZONE = [
  "BEGIN:VTIMEZONE",
  `TZID:${TIME_ZONE}`,
  "BEGIN:STANDARD",
  "DTSTART:19700101T000000",
  "TZOFFSETFROM:+0530",
  "TZOFFSETTO:+0530",
  "TZNAME:IST",
  "END:STANDARD",
  "END:VTIMEZONE",
];

/** The events as one iCalendar file: CRLF line ends, folded lines, escaped text. */
export function calendarFile(events: readonly CalendarEvent[], now: Date = new Date()): string {
  const stamp = utcStamp(now);
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//movers-site//plan//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    ...(events.some(isTimed) ? KOLKATA_ZONE : []),
    ...events.flatMap((e) => eventLines(e, stamp)),
    "END:VCALENDAR",
  ];
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}

/** Google Calendar's "add event" page for a timed event, in Asia/Kolkata whatever the visitor's own zone. */
export function calendarLink(event: TimedEvent): string {
  const day = compactDate(event.date);
  const params = new URLSearchParams({
    action: "TEMPLATE",
    text: event.summary,
    dates: `${day}T${compactTime(event.start)}/${day}T${compactTime(event.end)}`,
    ctz: TIME_ZONE,
    ...(event.description && { details: event.description }),
    ...(event.location && { location: event.location }),
  });
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}

/**
 * Hands the file to the browser as a download; a phone opens it in its calendar.
 * @public for the pages that offer a calendar file.
 */
export function downloadCalendar(fileName: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: "text/calendar;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName.endsWith(".ics") ? fileName : `${fileName}.ics`;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
