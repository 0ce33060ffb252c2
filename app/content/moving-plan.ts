/**
 * The moving plan's tasks (/moving-plan) as the page shows them, read from content/<language>/moving-plan.json
 * (schemas/moving-plan.ts): what to do, when, why, which page of the site helps, and which moves need it. The rules
 * that date and pick them are app/lib/moving-plan/plan.ts; the kinds of move, the traits and the pages a task can
 * link to are named here, because the code decides them, and the content can only refer to them.
 *
 * Only advice the company stands behind: what its own terms, service pages and surveyors say, phrased as
 * practical steps. No rule of law is stated that the site cannot source.
 */
import type { Locale } from "../config/locales.ts";
import type { MovingPlanContent } from "./schemas/moving-plan.ts";

/** The kinds of move the plan asks about; each is the `move` value of the plan's shareable query. */
export const planMoves = ["local", "intercity", "office", "vehicle", "defence", "fine-art"] as const;
export type PlanMove = (typeof planMoves)[number];

/**
 * Home sizes, as the plan asks them. In a query each is the id the price tables give the same size's column
 * ("2-bhk"), so the estimator's link carries its answer, and the content names each size by that id.
 */
export const planSizes = ["1 BHK", "2 BHK", "3 BHK", "4+ BHK/Villa"] as const;
export type PlanSize = (typeof planSizes)[number];

/** "4+ BHK/Villa" → "4-bhk-villa". */
export const sizeSlug = (label: string) =>
  label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");

/** What a move has that a task may depend on (app/lib/moving-plan/plan.ts derives them from the answers). */
export const planTraits = [
  /** Household or office goods travel (every move but a car or bike alone). */
  "goods",
  /** A home's goods: local, between cities or a defence transfer. */
  "home",
  "office",
  /** A car or bike to send, or a vehicle-only move. */
  "vehicle",
  /** A flat in a housing society or apartment building at either end. */
  "flat",
  "school",
  "pets-or-plants",
  "defence",
  "fine-art",
  /** A big home (3 BHK and up): sorting starts a week earlier. */
  "big-home",
] as const;
export type PlanTrait = (typeof planTraits)[number];

/** Pages of the site a task links to; "destination-city" is the destination's city page when it has one. */
export const planLinks = [
  "survey",
  "verify",
  "packing",
  "charges",
  "insurance",
  "vehicle",
  "defence",
  "fine-art",
  "office",
  "destination-city",
] as const;
export type PlanLink = (typeof planLinks)[number];

export interface PlanTask {
  id: string;
  title: string;
  /** One line on why the task matters. */
  why: string;
  /** Days from the moving day: -42 is six weeks before, 0 the day itself, 7 a week after. */
  day: number;
  /** Shown only when the move has one of these traits; always when absent. */
  needs?: readonly PlanTrait[];
  /** A different day when the move has the trait (a big home starts sorting earlier). */
  dayIf?: { trait: PlanTrait; day: number };
  link?: PlanLink;
}

/** The words the plan's page and its parts show around the tasks, as its content file holds them. */
export type MovingPlanWords = Pick<MovingPlanContent, "page" | "form" | "plan" | "cta" | "actions" | "view" | "dates">;

/** What the plan's page is given in its language: every task in the order listed on a day, the names and words. */
export interface MovingPlanData extends MovingPlanWords {
  tasks: PlanTask[];
  /** Each kind of move's name. */
  moves: Record<PlanMove, string>;
  /** Each home size's name, by its id ("4-bhk-villa"). */
  sizes: Record<string, string>;
  /** Each linked page's label; the destination city's has `{city}` where the city's name goes (its schema's rule). */
  links: Record<PlanLink, string>;
}

const byId = <K extends string>(list: readonly { id: string }[], value: (record: never) => string) =>
  Object.fromEntries(list.map((r) => [r.id, value(r as never)])) as Record<K, string>;

/** The plan's content as the page uses it. */
const movingPlanData = ({ tasks, moves, sizes, links, ...words }: MovingPlanContent): MovingPlanData => ({
  ...words,
  tasks,
  moves: byId<PlanMove>(moves, (m: { name: string }) => m.name),
  sizes: byId<string>(sizes, (s: { name: string }) => s.name),
  links: byId<PlanLink>(links, (l: { label: string }) => l.label),
});

/** The moving plan's content in `locale`, read when the page is built. */
export async function movingPlanIn(locale: Locale): Promise<MovingPlanData> {
  const { readContent } = await import("./read.ts");
  return movingPlanData(await readContent("moving-plan", locale));
}
