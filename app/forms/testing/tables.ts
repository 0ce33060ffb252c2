/** Every form's field table, by name, for the tests that check all forms at once. */
import { applicationForm } from "~/forms/application-dialog";
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
