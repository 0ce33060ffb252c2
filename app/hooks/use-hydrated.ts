import { useSyncExternalStore } from "react";

const subscribe = () => () => {};
/** False in the pre-rendered HTML and during hydration, true once the page's script runs. */
export const useHydrated = () =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
