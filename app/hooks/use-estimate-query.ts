import { useCallback } from "react";

import type { Place } from "~/content/distances";
import type { PriceTables } from "~/content/prices/tables";
import { EMPTY_INPUT, type EstimateInput, parseQuery, sizesFor, toQuery } from "~/lib/estimate";

import { useQueryState } from "./use-query-state";

/** Drops a size the chosen kind does not offer (e.g. an office after switching to a distance move). */
function normalise(input: EstimateInput, tables: PriceTables): EstimateInput {
  if (input.kind && input.size && !sizesFor(input.kind, tables).includes(input.size)) {
    const { size: _size, ...rest } = input;
    return rest;
  }
  return input;
}

/**
 * The estimator's form state, kept in the URL query so a result can be bookmarked and shared (useQueryState).
 * Fields the current kind does not use stay in memory, so switching back restores them.
 */
export function useEstimateQuery(tables: PriceTables, places: readonly Place[]) {
  const parse = useCallback((search: string) => parseQuery(search, tables, places), [tables, places]);
  const [input, set] = useQueryState<EstimateInput>(EMPTY_INPUT, parse, toQuery);
  const update = useCallback((next: EstimateInput) => set(normalise(next, tables)), [set, tables]);
  return [input, update] as const;
}
