/**
 * "Plan your move" from the estimator's result and the item list's quote: the plan's address with what they
 * already know (the kind of move, the cities, the size, a vehicle, the date), so the visitor does not answer twice.
 */
import type { PlanMove } from "~/content/moving-plan";
import type { EstimateInput } from "~/lib/estimate/input";
import type { InventoryState } from "~/lib/inventory/state";

import { type PlanInput, planSizeOf, toPlanQuery } from "./input";

export const PLAN_PATH = "/moving-plan";

const href = (input: PlanInput) => {
  const q = toPlanQuery(input);
  return q ? `${PLAN_PATH}?${q}` : PLAN_PATH;
};

/** The plan's size for the estimator's (a column's id of the price tables). */
const sizeOf = (size: string | undefined) => (size === undefined ? undefined : planSizeOf(size));

/** The estimator's answers as a plan's: a vehicle alone is a vehicle move, a local "Office" an office move. */
export function planFromEstimate(input: EstimateInput): PlanInput {
  const vehicle = Boolean(input.car || input.bike);
  let move: PlanMove | undefined;
  switch (input.kind) {
    case "local":
      move = input.size === "office" ? "office" : "local";
      break;
    case "between":
      move = !sizeOf(input.size) && vehicle ? "vehicle" : "intercity";
      break;
    case "defence":
      move = "defence";
      break;
    case "fine-arts":
      move = "fine-art";
      break;
    default:
      // Warehousing is not a move of its own: the plan asks.
      move = undefined;
  }
  const local = input.kind === "local";
  return {
    ...(input.date && { date: input.date }),
    ...(move && { move }),
    ...((local ? input.city : input.from) && { from: local ? input.city : input.from }),
    ...((local ? input.city : input.to) && { to: local ? input.city : input.to }),
    ...(sizeOf(input.size) && { size: sizeOf(input.size) }),
    ...(vehicle && move !== "vehicle" && { vehicle: true }),
  };
}

export const planHrefFromEstimate = (input: EstimateInput) => href(planFromEstimate(input));

/** The item list's answers as a plan's: a floor above the ground at either end means a building with neighbours. */
export function planFromInventory(state: InventoryState): PlanInput {
  const city = state.move === "local" ? state.city : undefined;
  const from = state.move === "between" ? state.from : city;
  const to = state.move === "between" ? state.to : city;
  const flat = state.pickup.floor > 0 || state.delivery.floor > 0 || state.pickup.lift || state.delivery.lift;
  return {
    ...(state.date && { date: state.date }),
    ...(state.move && { move: state.move === "between" ? "intercity" : "local" }),
    ...(from && { from }),
    ...(to && { to }),
    ...(flat && { flat: true }),
  };
}

export const planHrefFromInventory = (state: InventoryState) => href(planFromInventory(state));
