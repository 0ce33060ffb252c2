import { englishPath } from "~/config/locales";
import { cityPageList, cityPath } from "~/content/city-list";

/**
 * The English pages whose twins are advertised in every other language: every page in search results. The
 * language switch links the twins, hreflang and the sitemap pair them, and the twins are indexed. Thank-you,
 * report received and not-found stay out of search results in every language, so they name no twin.
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
  ...cityPageList.map((c) => cityPath(c.slug)),
];

const translated: ReadonlySet<string> = new Set<string>(translatedPages);

/** Whether a page (a path in any language, any case, with or without a trailing slash) has translated twins. */
export const hasTwins = (path: string) =>
  translated.has(
    englishPath(path.split(/[?#]/)[0] ?? "")
      .toLowerCase()
      .replace(/(.)\/$/, "$1"),
  );
