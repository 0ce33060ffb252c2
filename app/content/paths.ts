import { locales, localeTable, translatedLocales } from "../config/locales.ts";
import { cityPath, cityPaths } from "./cities.ts";

/** Pre-rendered stand-ins for the not-found pages; the build moves them to 404.html files. */
const NOT_FOUND_PATH = "/__not-found";
const CITY_NOT_FOUND_PATH = "/network/__not-found";

/**
 * Each language's two not-found pages (any unknown address, and a city with no page), as the stand-in path the
 * build pre-renders and the file the server answers with: a page must hydrate in the language its URL is in.
 */
export const notFoundPages = locales.flatMap((locale) => {
  const prefix = localeTable[locale].prefix;
  return [
    { path: `${prefix}${NOT_FOUND_PATH}`, file: `${prefix}/404.html` },
    { path: `${prefix}${CITY_NOT_FOUND_PATH}`, file: `${prefix}/network/404.html` },
  ];
});

export { cityPaths } from "./cities.ts";

/**
 * Every page shipped as HTML: the static routes of app/routes.ts (every language: the table is mounted again
 * under each language's prefix), the city pages in every language and the 404 pages of each language.
 *
 * `onlyCities` (the build's PRERENDER_CITIES, slugs like "patna kolkata") cuts the city pages to those, for a
 * quicker build that a check of a few pages reads (tests/folder/). Nothing else can go: with `ssr: false` React
 * Router stops a build that leaves a route with a loader without a pre-rendered page.
 */
export async function prerenderPaths({ getStaticPaths }: { getStaticPaths: () => string[] }, onlyCities = "") {
  const named = onlyCities.split(/[\s,]+/).filter(Boolean).map(cityPath);
  const cities = (await cityPaths()).filter((path) => named.length === 0 || named.includes(path));
  return [
    ...getStaticPaths(),
    ...cities,
    ...translatedLocales.flatMap((locale) => cities.map((p) => `${localeTable[locale].prefix}${p}`)),
    ...notFoundPages.map((page) => page.path),
  ];
}
