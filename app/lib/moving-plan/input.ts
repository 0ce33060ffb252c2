/**
 * What the moving plan asks, and the same answers in a URL query, so a plan can be shared, bookmarked and reached
 * from the estimator or the item list with what they already know. Kept apart from the plan's rules so the
 * estimator's "Plan your move" link carries no tasks.
 *
 *   date=2027-01-15  move=intercity  from=kolkata  to=delhi  size=2-bhk  flat=1  vehicle=1  school=1  pets=1
 */
import { findPlace, type Place } from "~/content/distances";
import { type PlanMove, planMoves, type PlanSize, planSizes, sizeSlug } from "~/content/moving-plan";
import { isIsoDate } from "~/lib/estimate/prefill";

/** A city outside the list of our offices. */
export const OTHER_CITY = "other";

/** Moves that carry a home's goods, for which the size is asked. */
export const homeMoves: readonly PlanMove[] = ["local", "intercity", "defence"];

export interface PlanInput {
  /** The moving day, YYYY-MM-DD. */
  date?: string;
  move?: PlanMove;
  /** A place slug (app/content/distances.ts) or OTHER_CITY. */
  from?: string;
  to?: string;
  size?: PlanSize;
  /** A flat in a housing society or apartment building at either end. */
  flat?: boolean;
  /** A car or bike to send along. */
  vehicle?: boolean;
  /** Children changing school. */
  school?: boolean;
  /** Pets or plants to move. */
  pets?: boolean;
}

const FLAGS = ["flat", "vehicle", "school", "pets"] as const;

/** The plan's size whose query value is `slug` (the price tables' id of the same size). */
export const planSizeOf = (slug: string) => planSizes.find((s) => sizeSlug(s) === slug);

/** A city the plan offers: one of `places`, or "another city". */
const isCity = (slug: string, places: readonly Place[]) => slug === OTHER_CITY || findPlace(places, slug) !== undefined;

/** The query (without "?") of the answers, in a fixed order; "" when nothing is answered. */
export function toPlanQuery(input: PlanInput): string {
  const q = new URLSearchParams();
  if (input.date) q.set("date", input.date);
  if (input.move) q.set("move", input.move);
  if (input.from) q.set("from", input.from);
  if (input.to) q.set("to", input.to);
  if (input.size) q.set("size", sizeSlug(input.size));
  for (const flag of FLAGS) if (input[flag]) q.set(flag, "1");
  return q.toString();
}

/**
 * The answers in a query, its cities among `places`. Each value is read on its own: one that is damaged or unknown (a city we do not list, an
 * impossible date) is left out and the rest still give a plan. Unknown keys (utm_…) are ignored; never throws.
 */
export function parsePlanQuery(query: string | URLSearchParams, places: readonly Place[]): PlanInput {
  const q = typeof query === "string" ? new URLSearchParams(query) : query;
  const input: PlanInput = {};
  const date = q.get("date");
  if (date && isIsoDate(date)) input.date = date;
  const move = planMoves.find((m) => m === q.get("move"));
  if (move) input.move = move;
  for (const end of ["from", "to"] as const) {
    const slug = q.get(end);
    if (slug && isCity(slug, places)) input[end] = slug;
  }
  const size = planSizeOf(q.get("size") ?? "");
  if (size) input.size = size;
  for (const flag of FLAGS) if (q.get(flag) === "1") input[flag] = true;
  return input;
}
