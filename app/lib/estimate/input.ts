/** What the estimator asks: the kind of move, sizes and the form state. */
import type { PriceTables, TableId } from "~/content/prices/tables";

export const moveKinds = ["local", "between", "defence", "fine-arts", "warehousing"] as const;
export type MoveKind = (typeof moveKinds)[number];

export const moveKindLabels: Record<MoveKind, string> = {
  local: "Within a city",
  between: "Between cities",
  defence: "Defence relocation",
  "fine-arts": "Fine arts",
  warehousing: "Warehousing",
};

/** The table a move between cities prices its household goods by, by road distance and home size. */
export const householdTable: Record<Exclude<MoveKind, "local">, TableId> = {
  between: "home-shifting",
  defence: "defence",
  "fine-arts": "fine-arts",
  warehousing: "warehousing",
};

/** Size value for "vehicles only" where a car or bike can be moved on its own. */
export const NO_HOME = "none";

/** Kinds that can carry a car and a bike along with the household. */
export const vehicleKinds: readonly MoveKind[] = ["between", "defence"];

export interface EstimateInput {
  kind?: MoveKind;
  /** A column's id: of the local table for "local", of the kind's household table (or NO_HOME where vehicles are allowed) otherwise. */
  size?: string;
  /** "local" only, optional: place slug. */
  city?: string;
  /** Distance kinds: place slugs (see app/content/distances.ts). */
  from?: string;
  to?: string;
  /** Optional, vehicle kinds only: the id of a row of the car or the bike table. */
  car?: string;
  bike?: string;
  /** Optional moving date, YYYY-MM-DD. */
  date?: string;
}

export const EMPTY_INPUT: EstimateInput = {};

/** The sizes a kind accepts, by id: the columns of the table it is priced by. */
export function sizesFor(kind: MoveKind, tables: PriceTables): readonly string[] {
  if (kind === "local") return tables["local-shifting"].columns.map((c) => c.id);
  const sizes = tables[householdTable[kind]].columns.map((c) => c.id);
  return vehicleKinds.includes(kind) ? [...sizes, NO_HOME] : sizes;
}

/** The car and bike types the vehicle tables price, by id. */
export const vehicleClasses = (tables: PriceTables) => ({
  car: tables.car.rows.map((r) => r.id),
  bike: tables.bike.rows.map((r) => r.id),
});
