import { cityPageList, cityPath } from "./city-list.ts";

/** Pre-rendered stand-ins for the not-found pages; the server and the build move them to 404.html files. */
export const NOT_FOUND_PATH = "/__not-found";
export const CITY_NOT_FOUND_PATH = "/network/__not-found";
/** The Hindi layout's stand-ins (issue 18): a page must hydrate in the layout its URL matches. */
export const HINDI_NOT_FOUND_PATH = `/hi${NOT_FOUND_PATH}`;
export const HINDI_CITY_NOT_FOUND_PATH = `/hi${CITY_NOT_FOUND_PATH}`;

/** Every city page: the Kolkata head office and the branches. */
export const cityPaths = () => cityPageList.map((c) => cityPath(c.slug));

/**
 * Every page shipped as HTML: the static routes of app/routes.ts (both languages: the table is mounted again
 * under /hi), the city pages in both languages and the 404 pages of each language.
 */
export function prerenderPaths({ getStaticPaths }: { getStaticPaths: () => string[] }) {
  const cities = cityPaths();
  return [
    ...getStaticPaths(),
    ...cities,
    ...cities.map((p) => `/hi${p}`),
    NOT_FOUND_PATH,
    CITY_NOT_FOUND_PATH,
    HINDI_NOT_FOUND_PATH,
    HINDI_CITY_NOT_FOUND_PATH,
  ];
}
