/**
 * The site's own forms' rules, applied to what arrives: a post can come from anywhere, not only from the forms,
 * and the office acts on what it reads (calls the number, opens the estimate link). The rules are the forms' own
 * definitions, so the browser and the server cannot drift.
 */
import { languageName, locales } from "../app/config/locales.ts";
import type { SiteConfig } from "../app/config/types.ts";
import type { FieldSpec } from "../app/forms/lib/field-table.ts";
import { FRAUD_REPORT_SUBJECT, fraudReportFields } from "../app/forms/lib/fraud-report-fields.ts";
import { IBA_SUBJECT, ibaQuoteFields } from "../app/forms/lib/iba-quote-fields.ts";
import { INSURANCE_SUBJECT, insuranceQuoteFields } from "../app/forms/lib/insurance-quote-fields.ts";
import { cardSubject, quoteCardFields } from "../app/forms/lib/quote-card-fields.ts";
import { quotePopupFields } from "../app/forms/lib/quote-popup-fields.ts";
import { claimsSurvey, surveyProblem } from "../app/forms/lib/survey-request.ts";
import { isLanguageName, tableProblem } from "../app/forms/lib/table-check.ts";

export interface FormContext {
  site: SiteConfig;
  /** The origins a link of the site's may name: the site's, and the one serving this request if it is ours. */
  origins: readonly string[];
  now: Date;
}

const LANGUAGES = locales.map((l) => languageName[l]).join(", ");

/** The form-to-email forms that name themselves by their subject. */
const bySubject = (site: SiteConfig): Record<string, readonly FieldSpec[]> => ({
  [cardSubject(site.brand)]: quoteCardFields(site.forms.accessKey, site.brand),
  [IBA_SUBJECT]: ibaQuoteFields(site.forms.accessKey),
  [INSURANCE_SUBJECT]: insuranceQuoteFields(site.forms.accessKey),
  [FRAUD_REPORT_SUBJECT]: fraudReportFields(site.forms.accessKey),
});

/** Fields every form-to-email post may carry, so they do not make a post the pop-up's. */
const COMMON = new Set(["access_key", "name", "language", "subject", "from_name"]);

/**
 * The table a form-to-email post is held to: by its subject, else the quote pop-up's (the one form with no
 * subject) once it carries any of the pop-up's own fields, so leaving out fields does not skip the rules.
 */
function postedTable(fields: Record<string, unknown>, site: SiteConfig): readonly FieldSpec[] | undefined {
  const named = typeof fields.subject === "string" ? bySubject(site)[fields.subject] : undefined;
  if (named) return named;
  const popup = quotePopupFields(site.forms.accessKey);
  return popup.some((f) => !COMMON.has(f.name) && f.name in fields) ? popup : undefined;
}

/** The first rule a form-to-email post's fields break, in words for the visitor; null when a form could send them. */
export function formProblem(fields: Record<string, unknown>, { site, origins, now }: FormContext): string | null {
  if (claimsSurvey(fields, site.brand)) return surveyProblem(fields, { now, origins, brand: site.brand });
  const table = postedTable(fields, site);
  if (table) return tableProblem(table, fields);
  // Every form sends the page's language (or the visitor's choice of it) for the call back.
  if (fields.language !== undefined && !isLanguageName(fields.language))
    return `The language must be one of the site's: ${LANGUAGES}.`;
  return null;
}

/** The first rule an e-mail service post's fields (its template params, or the form's fields) break; null if none. */
export function sentProblem(fields: Record<string, unknown>, { site, origins, now }: FormContext): string | null {
  if (claimsSurvey(fields, site.brand)) return surveyProblem(fields, { now, origins, brand: site.brand });
  if (fields.language !== undefined && !isLanguageName(fields.language))
    return `The language must be one of the site's: ${LANGUAGES}.`;
  return null;
}
