/**
 * The site's own forms' rules, applied to what arrives: a post can come from anywhere, not only from the forms,
 * and the office acts on what it reads (calls the number, opens the estimate link). The rules are the forms' own
 * definitions, so the browser and the server cannot drift.
 */
import { languageName, locales } from "../app/config/locales.ts";
import type { SiteConfig } from "../app/config/types.ts";
import { readContent } from "../app/content/read.ts";
import { APPLICATION_FIELDS } from "../app/forms/lib/application-fields.ts";
import { CALL_BACK_FIELDS, CALL_BACK_PARAMS } from "../app/forms/lib/call-back-fields.ts";
import { ENQUIRY_FIELDS } from "../app/forms/lib/enquiry-fields.ts";
import type { FieldSpec } from "../app/forms/lib/field-table.ts";
import { FRANCHISE_FIELDS } from "../app/forms/lib/franchise-fields.ts";
import { FRAUD_REPORT_SUBJECT, fraudReportFields } from "../app/forms/lib/fraud-report-fields.ts";
import { ATTACHMENT_FIELDS, FREE_ESTIMATE_FIELDS } from "../app/forms/lib/free-estimate-fields.ts";
import { IBA_SUBJECT, ibaQuoteFields } from "../app/forms/lib/iba-quote-fields.ts";
import { INSURANCE_SUBJECT, insuranceQuoteFields } from "../app/forms/lib/insurance-quote-fields.ts";
import { cardSubject, quoteCardFields } from "../app/forms/lib/quote-card-fields.ts";
import { quotePopupFields } from "../app/forms/lib/quote-popup-fields.ts";
import { claimsSurvey, surveyProblem } from "../app/forms/lib/survey-request.ts";
import { isLanguageName, tableProblem } from "../app/forms/lib/table-check.ts";
import { fitsAttachment } from "../app/lib/inventory/request.ts";

export interface FormContext {
  site: SiteConfig;
  /** The origins a link of the site's may name: the site's, and the one serving this request if it is ours. */
  origins: readonly string[];
  now: Date;
  /** The English names of the cities where a surveyor visits homes (homeVisitNames). */
  cities: readonly string[];
}

let visitCities: Promise<readonly string[]> | undefined;
/** The English names of the cities of the cities file, where a surveyor visits homes: read once. */
export const homeVisitNames = () =>
  (visitCities ??= readContent("cities", "en").then((content) => content.cities.map((c) => c.name)));

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
export function formProblem(
  fields: Record<string, unknown>,
  { site, origins, now, cities }: FormContext,
): string | null {
  if (claimsSurvey(fields, site.brand)) return surveyProblem(fields, { now, origins, brand: site.brand, cities });
  const table = postedTable(fields, site);
  if (table) return tableProblem(table, fields);
  // Every form sends the page's language (or the visitor's choice of it) for the call back.
  if (fields.language !== undefined && !isLanguageName(fields.language))
    return `The language must be one of the site's: ${LANGUAGES}.`;
  return null;
}

/** Each e-mail service template's table, and the fields the form may add beyond it. */
const BY_TEMPLATE: Record<keyof SiteConfig["emailService"]["templates"], [readonly FieldSpec[], readonly string[]]> = {
  callback: [CALL_BACK_FIELDS, []],
  enquiry: [ENQUIRY_FIELDS, []],
  quote: [FREE_ESTIMATE_FIELDS, ATTACHMENT_FIELDS],
  application: [APPLICATION_FIELDS, []],
  franchise: [FRANCHISE_FIELDS, []],
};

/** The call back's template params as its form's fields, or null when a param is not one of them. */
function callBackFields(params: Record<string, unknown>): Record<string, unknown> | null {
  const names: Record<string, string> = CALL_BACK_PARAMS;
  // Own names only: a param called "toString" is no field of the form.
  const entries = Object.entries(params).map(
    ([param, value]) => [Object.hasOwn(names, param) ? names[param] : undefined, value] as const,
  );
  return entries.every(([field]) => field !== undefined) ? Object.fromEntries(entries) : null;
}

/**
 * The first rule an e-mail service post breaks, in words; null when its form could have sent it. `fields` are the
 * form's own (the template params, or a form post's fields without the SDK's); the template names the form.
 */
export function sentProblem(
  fields: Record<string, unknown>,
  templateId: string,
  { site }: Pick<FormContext, "site">,
): string | null {
  const { templates } = site.emailService;
  const template = (Object.keys(BY_TEMPLATE) as (keyof typeof BY_TEMPLATE)[]).find((t) => templates[t] === templateId);
  if (!template) return "The template ID is invalid";
  const [table, extra] = BY_TEMPLATE[template];
  const own = template === "callback" ? callBackFields(fields) : fields;
  if (!own) return `The call back's template params are ${Object.keys(CALL_BACK_PARAMS).join(", ")}.`;
  const problem = tableProblem(table, own, extra);
  if (problem) return problem;
  const attached = extra.find((name) => name in own && !fitsAttachment(own[name]));
  return attached ? `${attached}: The list of items must be text of at most 8000 bytes.` : null;
}
