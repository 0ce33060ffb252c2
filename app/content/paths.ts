import { cityPageList, cityPath } from "./city-list.ts";

/** Pre-rendered stand-ins for the not-found pages; the server and the build move them to 404.html files. */
export const NOT_FOUND_PATH = "/__not-found";
export const CITY_NOT_FOUND_PATH = "/network/__not-found";

/** Every city page: the Kolkata head office and the branches. */
export const cityPaths = () => cityPageList.map((c) => cityPath(c.slug));

/** Every page shipped as HTML: the static routes of app/routes.ts, the city pages and the two 404 pages. */
export function prerenderPaths({ getStaticPaths }: { getStaticPaths: () => string[] }) {
  return [...getStaticPaths(), ...cityPaths(), NOT_FOUND_PATH, CITY_NOT_FOUND_PATH];
}
