import { useCallback, useEffect, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";

import { EMPTY_INPUT, type EstimateInput, parseQuery, sizesFor, toQuery } from "~/lib/estimate";

/** Drops a size the chosen kind does not offer (e.g. "Office" after switching to a distance move). */
function normalise(input: EstimateInput): EstimateInput {
  if (input.kind && input.size && !sizesFor(input.kind).includes(input.size)) {
    const { size: _size, ...rest } = input;
    return rest;
  }
  return input;
}

/**
 * The estimator's form state, kept in the URL query so a result can be bookmarked and shared.
 * The pre-rendered page starts empty; after hydration the query is read (a bad one gives the empty
 * form), and every change rewrites the query in place (no new history entry, no scroll jump).
 * Fields the current kind does not use stay in memory, so switching back restores them.
 */
export function useEstimateQuery() {
  const location = useLocation();
  const navigate = useNavigate();
  const [input, setInput] = useState<EstimateInput>(EMPTY_INPUT);
  const written = useRef<string | null>(null);

  useEffect(() => {
    // Our own writes come back here; only a query from elsewhere (load, link, back) replaces the state.
    if (location.search.replace(/^\?/, "") === written.current) return;
    written.current = null;
    setInput(parseQuery(location.search));
  }, [location.search]);

  const update = useCallback(
    (next: EstimateInput) => {
      const value = normalise(next);
      setInput(value);
      const q = toQuery(value);
      written.current = q;
      void navigate({ search: q ? `?${q}` : "" }, { replace: true, preventScrollReset: true });
    },
    [navigate],
  );

  return [input, update] as const;
}
