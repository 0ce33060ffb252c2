/** The list kept in the browser (localStorage) until the visitor clears it. */
import type { Place } from "~/content/distances";

import { sanitise, type Sanitised } from "./sanitise";
import { EMPTY_STATE, type InventoryState } from "./state";

export const STORAGE_KEY = "inventory-quote";
/** Raised when the stored shape changes in a way sanitise() cannot read. */
export const STORAGE_VERSION = 1;

const UNREADABLE = { list: "saved", problem: "cleared" } as const;

export const serialise = (state: InventoryState) => JSON.stringify({ v: STORAGE_VERSION, state });

/** The stored text back to a state; nothing stored gives the empty state, silently. */
export function parseStored(raw: string | null, places: readonly Place[]): Sanitised {
  if (raw === null || raw === "") return { state: EMPTY_STATE, notices: [] };
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return { state: EMPTY_STATE, notices: [UNREADABLE] };
  }
  if (typeof data !== "object" || data === null || !("v" in data) || !("state" in data))
    return { state: EMPTY_STATE, notices: [UNREADABLE] };
  if (data.v !== STORAGE_VERSION)
    return {
      state: EMPTY_STATE,
      notices: [{ list: "saved", problem: "outdated" }],
    };
  return sanitise(data.state, places);
}
