import type { applicationWords } from "./application-dialog";
import type { callBackWords } from "./call-back-dialog";
import type { callWords } from "./call-dialog";
import type { enquiryWords } from "./enquiry-form";
import type { franchiseWords } from "./franchise-form";
import type { fraudReportWords } from "./fraud-report-form";
import type { freeEstimateWords } from "./free-estimate-form";
import type { ibaQuoteWords } from "./iba-quote-form";
import type { insuranceQuoteWords } from "./insurance-quote-form";
import type { sharedWords } from "./lib/shared-words";
import type { quoteCardWords } from "./quote-card-form";
import type { quotePopupWords } from "./quote-popup";

/**
 * Every form's own words, by form, in the shape of the English ones each form module keeps beside its field
 * table. Another language's words are declared `satisfies FormWords` (app/locales/hi/forms.ts), so a form or a text it
 * lacks fails the typecheck.
 */
export interface FormWords {
  shared: typeof sharedWords;
  application: typeof applicationWords;
  callBack: typeof callBackWords;
  call: typeof callWords;
  enquiry: typeof enquiryWords;
  franchise: typeof franchiseWords;
  fraudReport: typeof fraudReportWords;
  freeEstimate: typeof freeEstimateWords;
  ibaQuote: typeof ibaQuoteWords;
  insuranceQuote: typeof insuranceQuoteWords;
  quoteCard: typeof quoteCardWords;
  quotePopup: typeof quotePopupWords;
}
