/** Every form's field table, by name, for the tests that check all forms at once. */
import { applicationForm } from "~/forms/application-dialog";
import { homeVisitForm } from "~/forms/book-survey-form";
import { callBackForm } from "~/forms/call-back-dialog";
import { enquiryForm } from "~/forms/enquiry-form";
import { franchiseForm } from "~/forms/franchise-form";
import { fraudReportForm } from "~/forms/fraud-report-form";
import { freeEstimateForm } from "~/forms/free-estimate-form";
import { ibaQuoteForm } from "~/forms/iba-quote-form";
import { insuranceQuoteForm } from "~/forms/insurance-quote-form";
import { quoteCardForm } from "~/forms/quote-card-form";
import { quotePopupForm } from "~/forms/quote-popup";

export const formTables = {
  applicationForm,
  callBackForm,
  enquiryForm,
  franchiseForm,
  fraudReportForm,
  freeEstimateForm,
  ibaQuoteForm,
  insuranceQuoteForm,
  quoteCardForm,
  quotePopupForm,
};

/**
 * Tables that give only the typed fields of their form: the survey request's choices (kind, city, day, slot,
 * floor, language) are its own controls, so the pre-rendered form has more fields than the table.
 */
export const partialFormTables = { homeVisitForm };
