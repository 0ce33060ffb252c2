/**
 * The site's own forms' rules, applied to what arrives: a post can come from anywhere, not only from the forms,
 * and the office acts on what it reads (calls the number, opens the estimate link). The rules are the forms' own
 * definitions, so the browser and the server cannot drift.
 */
import { languageName, locales } from "../app/config/locales.ts";
import type { SiteConfig } from "../app/config/types.ts";
import { claimsSurvey, isLanguageName, surveyProblem } from "../app/forms/lib/survey-request.ts";

export interface FormContext {
  site: SiteConfig;
  /** The origins a link of the site's may name: the site's, and the one serving this request if it is ours. */
  origins: readonly string[];
  now: Date;
}

const LANGUAGES = locales.map((l) => languageName[l]).join(", ");

/** The first rule a post's fields break, in words for the visitor; null when the forms could have sent them. */
export function formProblem(fields: Record<string, unknown>, { site, origins, now }: FormContext): string | null {
  if (claimsSurvey(fields, site.brand)) return surveyProblem(fields, { now, origins, brand: site.brand });
  // Every form sends the page's language (or the visitor's choice of it) for the call back.
  if (fields.language !== undefined && !isLanguageName(fields.language))
    return `The language must be one of the site's: ${LANGUAGES}.`;
  return null;
}
