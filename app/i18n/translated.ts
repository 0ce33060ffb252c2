import { cityPageList, cityPath } from "~/content/city-list";

import { englishPath } from "./locale";

/**
 * The English pages whose Hindi twin is translated (issue 18), each served by its own module under routes/hi
 * (app/routes.ts). Only these advertise their twin: the switch on the English page links to it, hreflang and the
 * sitemap pair them, and the twin is indexed. The others' twins show the Hindi layout around English text and stay
 * out of search results. Grows page group by page group.
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
