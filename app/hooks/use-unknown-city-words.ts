import { useMatches } from "react-router";

import type { UnknownCityWords } from "~/content/network";

/**
 * What the layout's loader gives every page of the unknown city's words (app/routes/layout.tsx): a mistyped link
 * followed in the app shows that page with no data of its own, so the words travel with the layout's.
 */
export interface UnknownCityData {
  unknownCity: UnknownCityWords;
}

const hasWords = (data: unknown): data is UnknownCityData =>
  typeof data === "object" && data !== null && "unknownCity" in data;

/** The unknown city's words among the data of a page's routes (the layout's), if any. */
export const unknownCityWordsAmong = (
  matches: readonly ({ loaderData: unknown } | undefined)[],
): UnknownCityWords | undefined => matches.map((m) => m?.loaderData).find(hasWords)?.unknownCity;

/** The unknown city's words in the page's language, from the layout's data. */
export function useUnknownCityWords(): UnknownCityWords {
  const words = unknownCityWordsAmong(useMatches());
  if (!words) throw new Error("No unknown city's words in the page's data: the layout's loader gives them");
  return words;
}
