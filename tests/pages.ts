/**
 * The site's pages as the tests see them, read from the route table and the city list, so that a page added
 * there is checked everywhere without touching a test.
 */
import type { RouteConfigEntry } from "@react-router/dev/routes";

import { localeOf, localePath, locales, translatedLocales } from "../app/config/locales.ts";
import { cityPaths } from "../app/content/paths.ts";
import routes from "../app/routes.ts";

function collect(entries: RouteConfigEntry[], prefix = ""): string[] {
  return entries.flatMap((r) => {
    const path = r.index ? prefix || "/" : r.path === undefined ? prefix : `${prefix}/${r.path}`;
    const own =
      r.index || (r.path !== undefined && !r.path.includes(":") && !r.path.includes("*")) ? [path || "/"] : [];
    return [...own, ...collect(r.children ?? [], r.path === undefined ? prefix : path)];
  });
}

const routePaths = [...new Set(collect(routes as RouteConfigEntry[]))];

/** Every English page the site pre-renders: the static routes of app/routes.ts and the city pages. */
export const staticPaths = routePaths.filter((p) => localeOf(p) === "en");
const cityPages = await cityPaths();
export const allPages = [...staticPaths, ...cityPages];

/** Every translated page the route table declares, and the city pages' twins, in every language but English. */
export const translatedLocalePages = translatedLocales.flatMap((locale) => [
  ...routePaths.filter((p) => localeOf(p) === locale),
  ...cityPages.map((p) => localePath(p, locale)),
]);

/** A path no page has: it gets the not-found page. */
export const MISSING_PAGE = "/no-such-page";
export const MISSING_CITY = "/network/atlantis";

/**
 * One page of each kind of page layout, English first. A layout rule (text fit, covered controls, axe, page
 * length) breaks per layout, not per page, so `npm test` checks these and `npm run test:sweep` every page.
 */
const TEMPLATES = {
  home: "/",
  service: "/home-shifting",
  city: "/network/patna",
  company: "/about",
  form: "/contact",
  estimator: "/cost-estimator",
  legal: "/terms-and-conditions",
  notFound: MISSING_PAGE,
} as const;

/**
 * Each template's page in English and in one translated language, the languages taking turns down the list: every
 * template is laid out in a translation's longer words, and every translation in its script on its share of the
 * templates. `npm run test:sweep` lays out every page in every language.
 */
const templatePages = Object.values(TEMPLATES).flatMap((path, i) => [
  path,
  localePath(path, translatedLocales[i % translatedLocales.length]!),
]);

/**
 * The pages a layout sweep visits: the templates, or with E2E_SWEEP=1 (`npm run test:sweep`) every page of
 * every language and both not-found pages.
 */
export const sweepPages: string[] = process.env.E2E_SWEEP
  ? [
      ...allPages,
      ...translatedLocalePages,
      ...locales.flatMap((l) => [MISSING_PAGE, MISSING_CITY].map((p) => localePath(p, l))),
    ]
  : templatePages;
