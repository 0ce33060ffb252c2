import { site } from "~/config/site";

import { defineForm, LANGUAGE_FIELD, PHONE_FIELD } from "./lib/field-table";
import { PostedForm } from "./lib/posted-form";
import { useFormWords } from "./lib/words";

export const INSURANCE_SUBJECT = "Request Insurance Quote";

/** SPEC §3 "Insurance quote form": name, email, phone required; itemValue and message optional. */
export const insuranceQuoteForm = defineForm([
  { name: "access_key", kind: "hidden", value: site.forms.accessKey },
  { name: "subject", kind: "hidden", value: INSURANCE_SUBJECT },
  { name: "name", kind: "text", label: "Your name", hint: "Full name", autoComplete: "name" },
  { name: "email", kind: "email", label: "E-mail", hint: "A valid e-mail address", autoComplete: "email" },
  {
    name: "phone",
    kind: "tel",
    label: "Phone",
    hint: "10-digit mobile number we can call you on",
    autoComplete: "tel",
    ...PHONE_FIELD,
  },
  {
    name: "itemValue",
    kind: "text",
    label: "Declared value of goods (₹)",
    required: false,
    inputMode: "numeric",
    pattern: "[0-9]+",
    hint: "Whole rupees, digits only, e.g. 500000",
  },
  {
    name: "message",
    kind: "textarea",
    label: "Message",
    required: false,
    rows: 4,
    hint: "What you are moving, from where to where",
  },
  LANGUAGE_FIELD,
]);

export const insuranceQuoteWords = {
  title: "Request insurance quote",
  intro: "Premiums are usually 1–3% of the declared value. Tell us what you are moving and we will send a quote.",
  submit: "Get Insurance Quote",
};

/** Goods insurance quote: a real form post to the form-to-email service. */
export function InsuranceQuoteForm() {
  const words = useFormWords("insuranceQuote", insuranceQuoteWords);
  return <PostedForm def={insuranceQuoteForm} words={words} wide={["itemValue", "message"]} />;
}
