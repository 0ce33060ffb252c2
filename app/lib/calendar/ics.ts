/**
 * Stand-in for the lead's calendar module (same interface), so the survey page builds before it lands on main;
 * main's version replaces this file on merge.
 */
export interface TimedEvent {
  uid: string;
  summary: string;
  description?: string;
  location?: string;
  date: string;
  start: string;
  end: string;
  reminderMinutes?: number;
}
export interface AllDayEvent {
  uid: string;
  summary: string;
  description?: string;
  date: string;
  reminderMinutes?: number;
}

const esc = (s: string) => s.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r?\n/g, "\\n");
const compact = (date: string, time?: string) => date.replace(/-/g, "") + (time ? `T${time.replace(":", "")}00` : "");
const stamp = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

function fold(line: string): string {
  const bytes = new TextEncoder();
  const out: string[] = [];
  let cur = "";
  for (const ch of line) {
    if (bytes.encode(cur + ch).length > (out.length ? 74 : 75)) {
      out.push(cur);
      cur = ch;
    } else cur += ch;
  }
  out.push(cur);
  return out.join("\r\n ");
}

export function calendarFile(events: (TimedEvent | AllDayEvent)[], now = new Date()): string {
  const lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//movers//site//EN", "CALSCALE:GREGORIAN"];
  for (const e of events) {
    lines.push("BEGIN:VEVENT", `UID:${e.uid}`, `DTSTAMP:${stamp(now)}`);
    if ("start" in e) {
      lines.push(
        `DTSTART;TZID=Asia/Kolkata:${compact(e.date, e.start)}`,
        `DTEND;TZID=Asia/Kolkata:${compact(e.date, e.end)}`,
      );
      if (e.location) lines.push(`LOCATION:${esc(e.location)}`);
    } else lines.push(`DTSTART;VALUE=DATE:${compact(e.date)}`);
    lines.push(`SUMMARY:${esc(e.summary)}`);
    if (e.description) lines.push(`DESCRIPTION:${esc(e.description)}`);
    if (e.reminderMinutes !== undefined)
      lines.push(
        "BEGIN:VALARM",
        "ACTION:DISPLAY",
        `DESCRIPTION:${esc(e.summary)}`,
        `TRIGGER:-PT${e.reminderMinutes}M`,
        "END:VALARM",
      );
    lines.push("END:VEVENT");
  }
  lines.push("END:VCALENDAR");
  return lines.map(fold).join("\r\n") + "\r\n";
}

export function calendarLink(e: TimedEvent): string {
  const q = new URLSearchParams({
    action: "TEMPLATE",
    text: e.summary,
    dates: `${compact(e.date, e.start)}/${compact(e.date, e.end)}`,
    ctz: "Asia/Kolkata",
  });
  if (e.description) q.set("details", e.description);
  if (e.location) q.set("location", e.location);
  return `https://calendar.google.com/calendar/render?${q.toString()}`;
}

export function downloadCalendar(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: "text/calendar;charset=utf-8" }));
  const a = document.createElement("a");
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
