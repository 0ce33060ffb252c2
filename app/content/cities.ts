/**
 * The head office and the branches as pages show them, read from content/<language>/cities.json
 * (schemas/cities.ts) when a page is built: a city's page, the /network lists and map, the branch phones of
 * /verify, the pre-rendered paths and the cities every page's layout carries (places.ts). Only loaders, build
 * scripts and tests call the readers, so no page's script carries a city's record.
 *
 * Loaded by react-router.config.ts and the build scripts too (through paths.ts), outside Vite:
 * keep every import relative with its extension and never import ~/config/site here.
 */
import type { Locale } from "../config/locales.ts";
import type { Branch, City } from "./cities/city.ts";
import type { CitiesContent } from "./schemas/cities.ts";

export * from "./cities/city.ts";
export type { Transit } from "./cities/types.ts";
import { cityPath, type Place, type Places } from "./places.ts";
export { cityPath };

type CityContent = CitiesContent["cities"][number];

/** The cities of one language's file, as the pages use them. */
export interface CityPages {
  regions: CitiesContent["regions"];
  /** Every city with a page: the head office first, then the branches in the file's order. */
  pages: City[];
  headOffice: City;
  /** The branches, in the file's order (the spec's, alphabetical). */
  branches: Branch[];
}

function toCity(city: CityContent): City {
  const { id, landmark: _drawn, photo: _pictured, forms: _forms, transit, reviews, ...rest } = city;
  return {
    ...rest,
    slug: id,
    ...(transit && { transit: { km: transit.km, days: [transit.minDays, transit.maxDays], route: transit.route } }),
    testimonials: reviews.map(({ id: _review, ...review }) => ({ ...review, city: city.name })),
  };
}

/** The cities of a language's file as pages: the head office's and the branches'. */
function cityPagesOf(content: CitiesContent): CityPages {
  const pages = content.cities.map(toCity);
  const headOffice = pages.find((c) => c.headOffice)!;
  return {
    regions: content.regions,
    pages: [headOffice, ...pages.filter((c) => c !== headOffice)],
    headOffice,
    branches: pages.filter((c): c is Branch => !c.headOffice && c.transit !== undefined),
  };
}

/**
 * The cities in `locale`, with the English ones they were matched to (the postal address, the structured data);
 * `dir` is the content folder (a test's copy).
 */
export async function citiesIn(locale: Locale, dir?: string): Promise<{ content: CityPages; english: CityPages }> {
  const { readContentWithEnglish } = await import("./read.ts");
  const { content, english } = await readContentWithEnglish("cities", locale, dir);
  return { content: cityPagesOf(content), english: cityPagesOf(english) };
}

/** Every city page's path, the head office's first, from the English file. */
export async function cityPaths(): Promise<string[]> {
  const { readContent } = await import("./read.ts");
  return cityPagesOf(await readContent("cities", "en")).pages.map((c) => cityPath(c.slug));
}

/**
 * The branch cities the company serves, in English and in the file's order: the home page's structured data names
 * them so, whatever the page's language; `dir` is the content folder (a test's copy).
 */
export async function servedCitiesIn(dir?: string): Promise<{ name: string; state: string }[]> {
  const { readContent } = await import("./read.ts");
  return cityPagesOf(await readContent("cities", "en", dir))
    .pages.filter((c) => !c.headOffice)
    .map(({ name, state }) => ({ name, state }));
}

/** What every page's layout carries of the cities in `locale`: the lists, the map and the forms read it. */
export async function placesIn(locale: Locale, dir?: string): Promise<Places> {
  const { content, english } = await citiesIn(locale, dir);
  const sent = new Map(english.pages.map((c) => [c.slug, c.name]));
  const place = ({ slug, name, state, region, office, headOffice }: City): Place => ({
    slug,
    name,
    state,
    sent: sent.get(slug)!,
    region,
    lat: office.lat,
    lon: office.lon,
    ...(headOffice && { headOffice }),
  });
  return { regions: content.regions, cities: content.pages.map(place) };
}

/**
 * A city page's record with its reviews: the head office's are its own city's customers' of the reviews file, found
 * by the city's English name (`englishName`), which every language's review keeps.
 */
export async function withHeadOfficeReviews(
  city: City | undefined,
  locale: Locale,
  englishName: string,
): Promise<City | undefined> {
  if (!city?.headOffice) return city;
  const { testimonialsIn } = await import("./testimonials.ts");
  return { ...city, testimonials: (await testimonialsIn(locale)).filter((t) => t.place === englishName) };
}

/**
 * The name of the city `slug` as `locale` writes "in <city>" with it: its `forms.in` where the language's grammar
 * inflects it (Bengali's "পাটনায়"), else its name; `dir` is the content folder (a test's copy).
 */
export async function cityInFormIn(locale: Locale, slug: string, dir?: string): Promise<string | undefined> {
  const { readContent } = await import("./read.ts");
  const city = (await readContent("cities", locale, dir)).cities.find((c) => c.id === slug);
  return city && (city.forms?.in ?? city.name);
}

/** A city's page by its slug, ignoring case. */
export const findCity = <C extends { slug: string }>(slug: string | undefined, pages: readonly C[]) =>
  pages.find((c) => c.slug === slug?.toLowerCase());

/**
 * Everything written for this city alone: what the similarity check compares, so two city pages
 * can never become the same page with the name swapped.
 */
export function citySpecificText(city: City): string {
  return [
    city.tagline,
    ...city.intro,
    city.localities.join(", "),
    city.transit?.route ?? "",
    ...city.practicalities.flatMap((p) => [p.title, p.text]),
    ...city.testimonials.map((t) => t.text),
  ].join("\n");
}
