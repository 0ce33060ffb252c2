/** What the estimator asks: the kind of move, sizes and the form state. */
import { homeClasses } from "~/content/prices/bands";
import { localShifting } from "~/content/prices/local-national";

export const moveKinds = ["local", "between", "defence", "fine-arts", "warehousing"] as const;
export type MoveKind = (typeof moveKinds)[number];

export const moveKindLabels: Record<MoveKind, string> = {
  local: "Within a city",
  between: "Between cities",
  defence: "Defence relocation",
  "fine-arts": "Fine arts",
  warehousing: "Warehousing",
};

/** Sizes offered for a move within a city: the local table's columns. */
const localSizes: readonly string[] = localShifting.columns;
/** Sizes offered for the distance tables: their home-size columns. */
const distanceSizes: readonly string[] = homeClasses;
/** Size value for "vehicles only" where a car or bike can be moved on its own. */
export const NO_HOME = "None";

/** Kinds that can carry a car and a bike along with the household. */
export const vehicleKinds: readonly MoveKind[] = ["between", "defence"];

export interface EstimateInput {
  kind?: MoveKind;
  /** A column label: localSizes for "local", distanceSizes (or NO_HOME where vehicles are allowed) otherwise. */
  size?: string;
  /** "local" only, optional: place slug. */
  city?: string;
  /** Distance kinds: place slugs (see app/content/distances.ts). */
  from?: string;
  to?: string;
  /** Optional, vehicle kinds only: a carClasses / bikeClasses label. */
  car?: string;
  bike?: string;
  /** Optional moving date, YYYY-MM-DD. */
  date?: string;
}

export const EMPTY_INPUT: EstimateInput = {};

/** Sizes a kind accepts. */
export function sizesFor(kind: MoveKind): readonly string[] {
  if (kind === "local") return localSizes;
  return vehicleKinds.includes(kind) ? [...distanceSizes, NO_HOME] : distanceSizes;
}
