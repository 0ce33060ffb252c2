/**
 * The way into /book-survey from the rest of the site: a city page preselects its city, the estimator and the
 * inventory quote carry the estimate's link and ask for the kept list of items (~/lib/inventory/request). Kept free
 * of the catalogue and the price tables, so every page that links here stays light.
 */
import { type CityName, cityPageList } from "~/content/city-list";
import { ATTACH_PARAM, ATTACH_VALUE, wantsInventory } from "~/lib/inventory/request";

const SURVEY_PATH = "/book-survey";

/** The query parameters /book-survey reads. */
const CITY_PARAM = "city";
const ESTIMATE_PARAM = "estimate";
/** The office reads the link; a longer one is not the site's estimate. */
const MAX_LINK = 2000;
/** The pages whose link may travel with a request: the estimator's two tabs, in any language. */
const ESTIMATE_PAGE = /^(?:\/[a-z]{2})?\/cost-estimator$/;

export interface SurveyLink {
  /** A city's slug (/network/<slug>), preselected. */
  city?: string;
  /** The estimate's or the list's full address. */
  estimate?: string;
  /** Attach the list of items the inventory quote kept in the browser. */
  attach?: boolean;
}

/** "/book-survey?city=patna&estimate=…&attach=inventory": the page's address with what it should start from. */
export function surveyHref({ city, estimate, attach }: SurveyLink = {}): string {
  const q = new URLSearchParams();
  if (city) q.set(CITY_PARAM, city);
  if (estimate) q.set(ESTIMATE_PARAM, estimate);
  if (attach) q.set(ATTACH_PARAM, ATTACH_VALUE);
  const s = q.toString();
  return s ? `${SURVEY_PATH}?${s}` : SURVEY_PATH;
}

export interface SurveyPrefill {
  city?: CityName;
  estimateLink?: string;
  attach: boolean;
}

/** A link to the site's estimator on one of `origins`, or undefined: nothing else is passed on to the office. */
function estimateLinkOf(value: string | null, origins: readonly string[]): string | undefined {
  if (!value || value.length > MAX_LINK) return undefined;
  try {
    const url = new URL(value);
    return origins.includes(url.origin) && ESTIMATE_PAGE.test(url.pathname) ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** What a /book-survey query asks for: a known city, a link to the site's estimator, the kept list. */
export function readSurveyPrefill(query: string | URLSearchParams, origins: readonly string[]): SurveyPrefill {
  const q = new URLSearchParams(query);
  const slug = q.get(CITY_PARAM)?.trim().toLowerCase();
  const city = cityPageList.find((c) => c.slug === slug);
  const estimateLink = estimateLinkOf(q.get(ESTIMATE_PARAM), origins);
  return { ...(city && { city }), ...(estimateLink && { estimateLink }), attach: wantsInventory(q) };
}
