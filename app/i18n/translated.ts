import { cityPageList, cityPath } from "~/content/city-list";

import { englishPath } from "./locale";

/**
 * The English pages whose Hindi twin is advertised (issue 18): every page in search results. The switch on the
 * English page links to the twin, hreflang and the sitemap pair them, and the twin is indexed. Thank-you, report
 * received and not-found stay out of search results in both languages, so they name no twin. A test keeps this
 * list equal to the route table's Hindi modules less those three.
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
  "/career",
  "/partner",
  "/iba-approved-transporter",
  "/goods-insurance",
  "/packing",
  "/charges",
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

/** Whether a page (a path in either language, any case, with or without a trailing slash) has a translated twin. */
export const hasHindiTwin = (path: string) =>
  translated.has(
    englishPath(path.split(/[?#]/)[0] ?? "")
      .toLowerCase()
      .replace(/(.)\/$/, "$1"),
  );
