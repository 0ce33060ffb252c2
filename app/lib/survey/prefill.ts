/**
 * What /book-survey starts from: a city page's city, the estimator's or the inventory quote's link, and the list of
 * items the inventory quote kept (~/lib/inventory/request). Read on the survey page only.
 */
import type { Place } from "~/content/places";
import { wantsInventory } from "~/lib/inventory/request";

/** The query parameters /book-survey reads: the names ./link.ts writes (apart, so the links' pages load no more). */
const CITY_PARAM = "city";
const ESTIMATE_PARAM = "estimate";
/** The office reads the link; a longer one is not the site's estimate. */
const MAX_LINK = 2000;
/** The pages whose link may travel with a request: the estimator's two tabs, in any language. */
const ESTIMATE_PAGE = /^(?:\/[a-z]{2})?\/cost-estimator$/;

export interface SurveyPrefill {
  city?: Place;
  estimateLink?: string;
  attach: boolean;
}

/**
 * A link to the site's estimator on one of `origins`, or undefined: nothing else is passed on to the office. The
 * server holds a survey request's link to the same rule (~/forms/lib/survey-request).
 */
export function estimateLinkOf(value: string | null, origins: readonly string[]): string | undefined {
  if (!value || value.length > MAX_LINK) return undefined;
  try {
    const url = new URL(value);
    return origins.includes(url.origin) && ESTIMATE_PAGE.test(url.pathname) ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** What a /book-survey query asks for: one of `cities`, a link to the site's estimator, the kept list. */
export function readSurveyPrefill(
  query: string | URLSearchParams,
  origins: readonly string[],
  cities: readonly Place[],
): SurveyPrefill {
  const q = new URLSearchParams(query);
  const slug = q.get(CITY_PARAM)?.trim().toLowerCase();
  const city = cities.find((c) => c.slug === slug);
  const estimateLink = estimateLinkOf(q.get(ESTIMATE_PARAM), origins);
  return { ...(city && { city }), ...(estimateLink && { estimateLink }), attach: wantsInventory(q) };
}
