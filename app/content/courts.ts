/**
 * The courts of the legal texts in a language's names of the places: derived from the configured registration and
 * the cities file, never written in prose.
 */
import type { CityPages } from "./cities.ts";
import type { Courts, CourtsPlace } from "./facts.ts";

/**
 * Where disputes go (~/content/facts.ts courtsText), in a language's names of the cities and states (`cities`, its
 * cities file with the English one it was matched to): the registration's state, the head office's city when it is
 * there.
 */
export function courtsIn(
  { state, city }: Courts,
  cities: { content: CityPages; english: CityPages },
  language: string,
): CourtsPlace {
  const named = (slug: string | undefined) => cities.content.pages.find((c) => c.slug === slug);
  const translated = named(cities.english.pages.find((c) => c.state === state)?.slug);
  const headOffice = cities.content.headOffice;
  if (!translated) throw new Error(`No ${language} name for the state ${state}`);
  return { state: translated.state, city: city && named(city.slug)?.name, headOffice: headOffice.name };
}
