import { clockOf } from "~/config/locales";
import type { Hours } from "~/content/facts";

/*
 * How Hindi says a time of day: for the layout's data (read at build time) and for the phrases and pages' words
 * (script), so that importing them brings no record along.
 */

/** A time of day of the records ("08:00", "09:30", "19:00") as Hindi says it: "सुबह 8", "सुबह 9:30", "शाम 7". */
function localizedTime(time: string): string {
  const { hour, minute } = clockOf(time);
  const part = hour < 12 ? "सुबह" : hour < 16 ? "दोपहर" : hour < 20 ? "शाम" : "रात";
  const clock = hour % 12 || 12;
  return `${part} ${minute ? `${clock}:${String(minute).padStart(2, "0")}` : clock}`;
}

/** Opening hours' times in Hindi, short: "सुबह 8 – रात 9". */
export const localizedHours = (h: Hours) => `${localizedTime(h.opens)} – ${localizedTime(h.closes)}`;
