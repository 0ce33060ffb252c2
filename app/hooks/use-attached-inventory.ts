import { useMemo } from "react";

import { type AttachedInventory, readRequest, wantsInventory } from "~/lib/inventory/request";

/**
 * The inventory the cost estimator kept for the free-estimate form, when the page's query asks
 * for it (…&attach=inventory). Read only in the browser, after hydration.
 */
export function useAttachedInventory(query: string, hydrated: boolean): AttachedInventory | undefined {
  return useMemo(() => {
    if (!hydrated || !wantsInventory(query)) return undefined;
    try {
      return readRequest(window.localStorage);
    } catch {
      return undefined;
    }
  }, [hydrated, query]);
}
