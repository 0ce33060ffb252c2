import { useSyncExternalStore } from "react";

/** One query behind both helpers, so a one-off check and the live hook can never disagree. */
export const REDUCED_MOTION_QUERY = "(prefers-reduced-motion: reduce)";

const canQuery = () => typeof window !== "undefined" && typeof window.matchMedia === "function";

/** True when the visitor asked for reduced motion; false while pre-rendering or where media queries are missing. */
export const prefersReducedMotion = () => canQuery() && window.matchMedia(REDUCED_MOTION_QUERY).matches;

function subscribe(onChange: () => void) {
  if (!canQuery()) return () => {};
  const query = window.matchMedia(REDUCED_MOTION_QUERY);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/** `prefersReducedMotion` kept up to date: re-renders when the visitor changes the setting; false while pre-rendering. */
export function usePrefersReducedMotion() {
  return useSyncExternalStore(subscribe, prefersReducedMotion, () => false);
}
