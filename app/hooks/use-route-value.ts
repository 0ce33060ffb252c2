import { useMatches } from "react-router";

/**
 * The value of `key` in the deepest route's data that has it: how a part reads what its page's loaders hand it (the
 * layout's for every page, the page's own for what only it shows).
 */
export function useRouteValue<T>(key: string): T | undefined {
  const found = useMatches()
    .map((m) => m.loaderData)
    .findLast((d): d is Record<string, T> => typeof d === "object" && d !== null && key in d);
  return found?.[key];
}
