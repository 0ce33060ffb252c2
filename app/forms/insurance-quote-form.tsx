import { site } from "~/config/site";

import { defineForm } from "./lib/field-table";
import { useFormWords } from "./lib/form-words";
import { INSURANCE_SUBJECT, insuranceQuoteFields } from "./lib/insurance-quote-fields";
import { PostedForm } from "./lib/posted-form";

export { INSURANCE_SUBJECT };

/** The fields are ./lib/insurance-quote-fields.ts. */
export const insuranceQuoteForm = defineForm(insuranceQuoteFields(site.forms.accessKey));

/** Goods insurance quote: a real form post to the form-to-email service. */
export function InsuranceQuoteForm() {
  const words = useFormWords("insuranceQuote");
  return <PostedForm def={insuranceQuoteForm} words={words} wide={["itemValue", "message"]} />;
}
