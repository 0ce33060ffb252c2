/**
 * The address of /book-survey with what the page should start from. No imports: every page that shows the link
 * loads this with it, and the survey page reads the same names in ./prefill.ts (the round trip is tested).
 */
const SURVEY_PATH = "/book-survey";

export interface SurveyLink {
  /** A city's slug (/network/<slug>), preselected. */
  city?: string;
  /** The estimate's or the list's full address. */
  estimate?: string;
  /** Attach the list of items the inventory quote kept in the browser (~/lib/inventory/request's attach=inventory). */
  attach?: boolean;
}

/** "/book-survey?city=patna&estimate=…&attach=inventory". */
export function surveyHref({ city, estimate, attach }: SurveyLink = {}): string {
  const q = new URLSearchParams();
  if (city) q.set("city", city);
  if (estimate) q.set("estimate", estimate);
  if (attach) q.set("attach", "inventory");
  const s = q.toString();
  return s ? `${SURVEY_PATH}?${s}` : SURVEY_PATH;
}
