/** Every visitor form of the site (SPEC §3–§5, §7, §8). Pages import from here only. */
export { ApplicationDialog } from "./ApplicationDialog";
export { CallBackDialog } from "./CallBackDialog";
export { CallDialog } from "./CallDialog";
export { EnquiryForm } from "./EnquiryForm";
export { FranchiseForm } from "./FranchiseForm";
export { FreeEstimateForm } from "./FreeEstimateForm";
export { IbaQuoteForm } from "./IbaQuoteForm";
export { InsuranceQuoteForm } from "./InsuranceQuoteForm";
export { QuoteCardForm } from "./QuoteCardForm";
export { QuotePopup } from "./QuotePopup";
