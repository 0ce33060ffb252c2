import { useCallback } from "react";

import { EMPTY_INPUT, type EstimateInput, parseQuery, sizesFor, toQuery } from "~/lib/estimate";

import { useQueryState } from "./use-query-state";

/** Drops a size the chosen kind does not offer (e.g. "Office" after switching to a distance move). */
function normalise(input: EstimateInput): EstimateInput {
  if (input.kind && input.size && !sizesFor(input.kind).includes(input.size)) {
    const { size: _size, ...rest } = input;
    return rest;
  }
  return input;
}

/**
 * The estimator's form state, kept in the URL query so a result can be bookmarked and shared (useQueryState).
 * Fields the current kind does not use stay in memory, so switching back restores them.
 */
export function useEstimateQuery() {
  const [input, set] = useQueryState<EstimateInput>(EMPTY_INPUT, parseQuery, toQuery);
  const update = useCallback((next: EstimateInput) => set(normalise(next)), [set]);
  return [input, update] as const;
}
