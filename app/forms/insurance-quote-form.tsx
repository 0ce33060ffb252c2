import { site } from "~/config/site";
import { words } from "~/content/translation";
import { useTranslated } from "~/i18n/translations";

import { defineForm } from "./lib/field-table";
import { INSURANCE_SUBJECT, insuranceQuoteFields } from "./lib/insurance-quote-fields";
import { pageFieldWords } from "./lib/page-field-words";
import { PostedForm } from "./lib/posted-form";

export { INSURANCE_SUBJECT };

/** The fields are ./lib/insurance-quote-fields.ts. */
export const insuranceQuoteForm = defineForm(insuranceQuoteFields(site.forms.accessKey), pageFieldWords);

export const insuranceQuoteWords = words("insuranceQuoteForm", {
  title: "Request insurance quote",
  intro: "Premiums are usually 1–3% of the declared value. Tell us what you are moving and we will send a quote.",
  submit: "Get Insurance Quote",
});

/** Goods insurance quote: a real form post to the form-to-email service. */
export function InsuranceQuoteForm() {
  const words = useTranslated(insuranceQuoteWords);
  return <PostedForm def={insuranceQuoteForm} words={words} wide={["itemValue", "message"]} />;
}
