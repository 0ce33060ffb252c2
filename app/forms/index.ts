/** Every visitor form of the site (SPEC §3–§5, §7, §8). Pages import from here only. */
export { QuotePopup } from "./QuotePopup";
export { QuoteCardForm } from "./QuoteCardForm";
export { FreeEstimateForm } from "./FreeEstimateForm";
export { IbaQuoteForm } from "./IbaQuoteForm";
export { InsuranceQuoteForm } from "./InsuranceQuoteForm";
export { CallBackDialog } from "./CallBackDialog";
export { EnquiryForm } from "./EnquiryForm";
export { ApplicationDialog } from "./ApplicationDialog";
export { FranchiseForm } from "./FranchiseForm";
export { CallDialog } from "./CallDialog";
