import { useMatches } from "react-router";

import type { NetworkBlockWords } from "~/content/network";

/** What the loader of a page that shows the network block gives it (app/routes/page-data.ts `networkBlockData`). */
export interface NetworkBlockData {
  networkBlock: NetworkBlockWords;
}

const hasWords = (data: unknown): data is NetworkBlockData =>
  typeof data === "object" && data !== null && "networkBlock" in data;

/**
 * The network block's words in the page's language, from the page's data: the block is deferred on most pages
 * that show it, so its words come with the page rather than with its code.
 */
export function useNetworkBlockWords(): NetworkBlockWords {
  const words = useMatches()
    .map((m) => m.loaderData)
    .find(hasWords)?.networkBlock;
  if (!words) throw new Error("No network block's words in the page's data: its loader gives them (networkBlockData)");
  return words;
}
