import { useCallback, useEffect, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";

/**
 * A page's answers kept in its URL query, so they can be bookmarked, shared and reloaded. The page is pre-rendered
 * without a query: it is read after hydration (a bad one gives what `parse` makes of it), and every change rewrites
 * it in place (no new history entry, no scroll jump). `parse` and `serialise` are module-level functions.
 */
export function useQueryState<T>(initial: T, parse: (search: string) => T, serialise: (value: T) => string) {
  const location = useLocation();
  const navigate = useNavigate();
  const [value, setValue] = useState<T>(initial);
  const written = useRef<string | null>(null);

  useEffect(() => {
    // Our own writes come back here; only a query from elsewhere (load, link, back) replaces the answers.
    if (location.search.replace(/^\?/, "") === written.current) return;
    written.current = null;
    setValue(parse(location.search));
  }, [location.search, parse]);

  const update = useCallback(
    (next: T) => {
      setValue(next);
      const q = serialise(next);
      written.current = q;
      void navigate({ search: q ? `?${q}` : "" }, { replace: true, preventScrollReset: true });
    },
    [navigate, serialise],
  );

  return [value, update] as const;
}
