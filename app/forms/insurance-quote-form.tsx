import { site } from "~/config/site";
import { words } from "~/content/translation";
import { useTranslated } from "~/i18n/translations";

import { defineForm, LANGUAGE_FIELD, PHONE_FIELD } from "./lib/field-table";
import { pageFieldWords } from "./lib/page-field-words";
import { PostedForm } from "./lib/posted-form";

export const INSURANCE_SUBJECT = "Request Insurance Quote";

/** SPEC §3 "Insurance quote form": name, email, phone required; itemValue and message optional. */
export const insuranceQuoteForm = defineForm(
  [
    { name: "access_key", kind: "hidden", value: site.forms.accessKey },
    { name: "subject", kind: "hidden", value: INSURANCE_SUBJECT },
    { name: "name", kind: "text", label: "yourName", hint: "fullName", autoComplete: "name" },
    { name: "email", kind: "email", label: "email", hint: "validEmail", autoComplete: "email" },
    {
      name: "phone",
      kind: "tel",
      label: "phone",
      hint: "tenDigitMobileToCall",
      autoComplete: "tel",
      ...PHONE_FIELD,
    },
    {
      name: "itemValue",
      kind: "text",
      label: "declaredValue",
      required: false,
      inputMode: "numeric",
      pattern: "[0-9]+",
      hint: "wholeRupees",
    },
    {
      name: "message",
      kind: "textarea",
      label: "message",
      required: false,
      rows: 4,
      hint: "whatFromWhere",
    },
    LANGUAGE_FIELD,
  ],
  pageFieldWords,
);

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
