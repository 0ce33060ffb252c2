/**
 * The texts the forms' fields show, by form: a page's loader gives those of the forms it shows beyond the pop-ups,
 * named as in the forms' words (app/routes/page-data.ts `pageForms`), and the layout's the pop-up's.
 */
import type { PageForm } from "~/content/forms";
import type { FieldText } from "~/content/schemas/forms";

import { APPLICATION_FIELDS } from "./lib/application-fields";
import { CALL_BACK_FIELDS } from "./lib/call-back-fields";
import { ENQUIRY_FIELDS } from "./lib/enquiry-fields";
import { type FieldSpec, textIds } from "./lib/field-table";
import { FRANCHISE_FIELDS } from "./lib/franchise-fields";
import { fraudReportFields } from "./lib/fraud-report-fields";
import { FREE_ESTIMATE_FIELDS } from "./lib/free-estimate-fields";
import { ibaQuoteFields } from "./lib/iba-quote-fields";
import { insuranceQuoteFields } from "./lib/insurance-quote-fields";
import { quoteCardFields } from "./lib/quote-card-fields";
import { quotePopupFields } from "./lib/quote-popup-fields";

// The keys and the brand change no text a field shows.
const tables: Record<PageForm, readonly FieldSpec[]> = {
  application: APPLICATION_FIELDS,
  callBack: CALL_BACK_FIELDS,
  enquiry: ENQUIRY_FIELDS,
  franchise: FRANCHISE_FIELDS,
  fraudReport: fraudReportFields(""),
  freeEstimate: FREE_ESTIMATE_FIELDS,
  ibaQuote: ibaQuoteFields(""),
  insuranceQuote: insuranceQuoteFields(""),
  quoteCard: quoteCardFields("", ""),
};

/** The texts the fields of `forms` show, and those of `more` (a form whose words are its page's), each once. */
export const fieldTextsOf = (forms: readonly PageForm[], more: readonly FieldSpec[] = []): FieldText[] => [
  ...new Set(textIds([...forms.flatMap((form) => tables[form]), ...more])),
];

/** The texts the quote pop-up's fields show: every page's layout gives them, as any page may open it. */
export const popupFieldTexts = (): FieldText[] => [...new Set(textIds(quotePopupFields("")))];
