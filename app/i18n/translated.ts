import { englishPath } from "~/config/locales";
import { cityPath, type Places } from "~/content/places";

/**
 * The English pages whose twins are advertised in every other language: every page in search results, with each
 * city's page of the cities file. The language switch links the twins, hreflang and the sitemap pair them, and
 * the twins are indexed. Thank-you, report received, not-found and an unknown city's page stay out of search
 * results in every language, so they name no twin.
 */
export const translatedPages = [
  "/",
  "/about",
  "/process",
  "/contact",
  "/faq",
  "/testimonials",
  "/terms-and-conditions",
  "/privacy-policy",
  "/verify",
  "/cost-estimator",
  "/free-estimate",
  "/book-survey",
  "/career",
  "/partner",
  "/iba-approved-transporter",
  "/goods-insurance",
  "/packing",
  "/charges",
  "/moving-plan",
  "/our-services",
  "/home-shifting",
  "/vehicle-shifting",
  "/office-relocation",
  "/warehousing",
  "/local-shifting",
  "/defence-relocation",
  "/fine-arts-relocation",
  "/network",
];

const translated: ReadonlySet<string> = new Set<string>(translatedPages);

/**
 * Whether a page (a path in any language, any case, with or without a trailing slash) has translated twins: one of
 * the pages above, or the page of one of the cities of `places` (the layout's data).
 */
export function hasTwins(path: string, places: Places): boolean {
  const english = englishPath(path.split(/[?#]/)[0] ?? "")
    .toLowerCase()
    .replace(/(.)\/$/, "$1");
  return translated.has(english) || places.cities.some((c) => cityPath(c.slug) === english);
}
