import { useCallback, useSyncExternalStore } from "react";

import { cachedLocation, cacheLocation, locateVisitor, type VisitorLocation } from "~/lib/location";

/**
 * One shared store, so the header and the drawer show the same location and one click
 * serves both. The pre-rendered HTML always says 'Add Address' (server snapshot: null).
 * The position is looked up only when the visitor clicks, even if the browser would allow more, as the
 * privacy policy promises; the answer is kept for the session.
 */
let current: VisitorLocation | null | undefined;
let busy = false;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const snapshot = () => (current === undefined ? (current = cachedLocation()) : current);

async function lookUpLocation() {
  if (busy) return;
  busy = true;
  emit();
  try {
    current = await locateVisitor();
    cacheLocation(current);
  } catch (error) {
    // The spec: failures are only logged; 'Add Address' stays.
    console.warn("Location lookup failed", error);
  } finally {
    busy = false;
    emit();
  }
}

export function useVisitorLocation() {
  const location = useSyncExternalStore(subscribe, snapshot, () => null);
  const isBusy = useSyncExternalStore(
    subscribe,
    () => busy,
    () => false,
  );

  return { location, busy: isBusy, lookUp: useCallback(() => void lookUpLocation(), []) };
}
