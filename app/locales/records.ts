/**
 * What every language's folder does alike to the records that are more than a pairing: lists translated item by
 * item, the courts of the legal texts in a language's names of the places. A
 * language gives only its words; numbers, prices, paths, ids and postal addresses stay the English records'.
 */
import { cityPageList, headOfficeCity } from "~/content/city-list.ts";
import type { Courts, CourtsPlace } from "~/content/facts.ts";

/** Each English item with its translated text, in order; throws unless there is one text per item. */
export function inOrder<T, U>(items: readonly T[], texts: readonly U[]): [T, U][] {
  if (items.length !== texts.length) throw new Error(`${texts.length} translated texts for ${items.length} items`);
  return items.map((item, i) => [item, texts[i] as U]);
}

/**
 * Where disputes go (~/content/facts.ts courtsText), by a language's names of the cities and states
 * (its content/city-list.ts): the registration's state, the head office's city when it is there.
 */
export function courtsIn(
  { state, city }: Courts,
  cityNames: Readonly<Record<string, { name: string; state: string }>>,
  language: string,
): CourtsPlace {
  const inState = cityPageList.find((c) => c.state === state);
  const translated = inState && cityNames[inState.slug];
  const headOffice = cityNames[headOfficeCity.slug];
  if (!translated || !headOffice)
    throw new Error(`No ${language} name for the state ${state} or the head office's city`);
  return { state: translated.state, city: city && cityNames[city.slug]?.name, headOffice: headOffice.name };
}
