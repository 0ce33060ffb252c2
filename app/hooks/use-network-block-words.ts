import type { NetworkBlockWords } from "~/content/network";

import { useRouteValue } from "./use-route-value";

/** What the loader of a page that shows the network block gives it (app/routes/page-data.ts `networkBlockData`). */
export interface NetworkBlockData {
  networkBlock: NetworkBlockWords;
}

/**
 * The network block's words in the page's language, from the page's data: the block is deferred on most pages
 * that show it, so its words come with the page rather than with its code.
 */
export function useNetworkBlockWords(): NetworkBlockWords {
  const words = useRouteValue<NetworkBlockData["networkBlock"]>("networkBlock");
  if (!words) throw new Error("No network block's words in the page's data: its loader gives them (networkBlockData)");
  return words;
}
