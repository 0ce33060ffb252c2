/** Every visitor form of the site (SPEC §3–§5, §7, §8). Pages import from here only. */
export { ApplicationDialog } from "./application-dialog";
export { CallBackDialog } from "./call-back-dialog";
export { CallDialog } from "./call-dialog";
export { EnquiryForm } from "./enquiry-form";
export { FranchiseForm } from "./franchise-form";
export { FraudReportForm } from "./fraud-report-form";
export { FreeEstimateForm } from "./free-estimate-form";
export { IbaQuoteForm } from "./iba-quote-form";
export { InsuranceQuoteForm } from "./insurance-quote-form";
export { QuoteCardForm } from "./quote-card-form";
export { QuotePopup } from "./quote-popup";
