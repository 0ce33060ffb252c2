/**
 * The plan's rules: which tasks a move needs, on which date, grouped by week, and which call to action suits how
 * far away the move is. Pure: today is an argument, so every rule is tested on fixed dates.
 */
import { findPlace, type Place } from "~/content/distances";
import type { PlanLink, PlanMove, PlanTask, PlanTrait } from "~/content/moving-plan";
import { cityPath } from "~/content/places";
import { addDays, daysBetween } from "~/lib/dates";

import { homeMoves, type PlanInput } from "./input";

/** A plan needs a moving day and the kind of move; everything else refines it. */
export type ReadyInput = PlanInput & { date: string; move: PlanMove };

export const isReady = (input: PlanInput): input is ReadyInput => Boolean(input.date && input.move);

/** The traits of a move that tasks depend on. */
function traitsOf(input: PlanInput): Set<PlanTrait> {
  const traits = new Set<PlanTrait>();
  const { move } = input;
  if (move && move !== "vehicle") traits.add("goods");
  if (move && homeMoves.includes(move)) {
    traits.add("home");
    if (input.size === "3 BHK" || input.size === "4+ BHK/Villa") traits.add("big-home");
  }
  if (move === "office") traits.add("office");
  if (move === "defence") traits.add("defence");
  if (move === "fine-art") traits.add("fine-art");
  if (move === "vehicle" || input.vehicle) traits.add("vehicle");
  // A flat matters where goods go through a building; a car alone is loaded at the gate.
  if (input.flat && traits.has("goods")) traits.add("flat");
  if (input.school) traits.add("school");
  if (input.pets) traits.add("pets-or-plants");
  return traits;
}

export interface DatedTask {
  id: string;
  /** The day the task falls due, counted from the moving day. */
  due: string;
  /** Due before today while the move is still ahead: to do as soon as possible (its calendar day is today). */
  late: boolean;
  link?: PlanLink;
}

export type PlanGroup =
  | { kind: "asap"; tasks: DatedTask[] }
  /** `weeks` before the moving day: the seven days from `start` to `end`. */
  | { kind: "before"; weeks: number; start: string; end: string; tasks: DatedTask[] }
  | { kind: "day"; start: string; tasks: DatedTask[] }
  | { kind: "after"; start: string; end: string; tasks: DatedTask[] };

export interface Plan {
  date: string;
  /** Every task in the order shown. */
  tasks: DatedTask[];
  groups: PlanGroup[];
}

const dayOf = (task: Pick<PlanTask, "day" | "dayIf">, traits: Set<PlanTrait>) =>
  task.dayIf && traits.has(task.dayIf.trait) ? task.dayIf.day : task.day;

/** The group a day from the moving day falls in: 1–7 days before is "1 week before", 8–14 "2 weeks before"… */
const weeksBefore = (day: number) => Math.ceil(-day / 7);

/**
 * The dated plan for a move, from six weeks before to the week after, of `planTasks` (the content's, in the order
 * listed on a day). A task already due before today is moved to "as soon as possible" while the move is ahead;
 * once the move day has passed, what was to be done before it is left out and only what follows it remains.
 */
export function buildPlan(
  input: ReadyInput,
  today: string,
  planTasks: readonly Pick<PlanTask, "id" | "day" | "needs" | "dayIf" | "link">[],
): Plan {
  const traits = traitsOf(input);
  const moved = daysBetween(today, input.date) < 0;
  const tasks: (DatedTask & { day: number })[] = [];
  for (const task of planTasks) {
    if (task.needs && !task.needs.some((t) => traits.has(t))) continue;
    const day = dayOf(task, traits);
    const due = addDays(input.date, day);
    const late = daysBetween(today, due) < 0;
    if (late && moved && day < 0) continue;
    tasks.push({ id: task.id, due, late, day, ...(task.link && { link: task.link }) });
  }
  // By date, and in the content's order on the same day (the sort is stable).
  tasks.sort((a, b) => a.day - b.day);

  const groups: PlanGroup[] = [];
  const strip = ({ day: _day, ...task }: DatedTask & { day: number }): DatedTask => task;
  const late = tasks.filter((t) => t.late).map(strip);
  if (late.length) groups.push({ kind: "asap", tasks: late });
  for (const task of tasks.filter((t) => !t.late)) {
    const last = groups.at(-1);
    if (task.day < 0) {
      const weeks = weeksBefore(task.day);
      if (last?.kind === "before" && last.weeks === weeks) last.tasks.push(strip(task));
      else {
        const start = addDays(input.date, -7 * weeks);
        groups.push({ kind: "before", weeks, start, end: addDays(start, 6), tasks: [strip(task)] });
      }
    } else if (task.day === 0) {
      if (last?.kind === "day") last.tasks.push(strip(task));
      else groups.push({ kind: "day", start: input.date, tasks: [strip(task)] });
    } else if (last?.kind === "after") last.tasks.push(strip(task));
    else
      groups.push({ kind: "after", start: addDays(input.date, 1), end: addDays(input.date, 7), tasks: [strip(task)] });
  }
  return { date: input.date, tasks: groups.flatMap((g) => g.tasks), groups };
}

/** The day a task is put in a calendar: its due date, or today for one that is late. */
export const calendarDay = (task: DatedTask, today: string) => (task.late ? today : task.due);

/**
 * What to offer, by how far away the move is: three weeks or more leaves time for the free survey; under a week,
 * a call settles it faster than a visit can be booked; in between, both (a survey slot is still likely, a call is
 * quicker). A move already made gets neither.
 */
export type PlanCta = "survey" | "survey-and-call" | "call" | "none";

export function ctaFor(date: string, today: string): PlanCta {
  const days = daysBetween(today, date);
  if (days < 0) return "none";
  if (days < 7) return "call";
  if (days < 21) return "survey-and-call";
  return "survey";
}

/** The site's page each link leads to (in English; the page links it in its own language). */
const LINK_PATHS: Record<Exclude<PlanLink, "destination-city" | "survey">, string> = {
  verify: "/verify",
  packing: "/packing",
  charges: "/charges",
  insurance: "/goods-insurance",
  vehicle: "/vehicle-shifting",
  defence: "/defence-relocation",
  "fine-art": "/fine-arts-relocation",
  office: "/office-relocation",
};

/** A task's page, or none: the destination's city page only when it is one of `places`, the cities with an office. */
export function linkPath(link: PlanLink, input: PlanInput, places: readonly Place[]): string | undefined {
  if (link === "survey") return surveyHref(input);
  if (link !== "destination-city") return LINK_PATHS[link];
  return input.to && findPlace(places, input.to) ? cityPath(input.to) : undefined;
}

/** The survey's booking page with what the plan knows: the city the survey is in (where the goods are) and where they go. */
export function surveyHref(input: PlanInput) {
  const q = new URLSearchParams();
  if (input.from) q.set("city", input.from);
  if (input.to) q.set("to", input.to);
  const query = q.toString();
  return query ? `/book-survey?${query}` : "/book-survey";
}
