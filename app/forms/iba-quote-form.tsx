import { site } from "~/config/site";

import { defineForm, LANGUAGE_FIELD, PHONE_FIELD } from "./lib/field-table";
import { PostedForm } from "./lib/posted-form";
import { useFormWords } from "./lib/words";

export const IBA_SUBJECT = "IBA Approved Transporter Quote Request";
const IBA_SERVICES = [
  "Household Goods Shifting",
  "Car Transportation",
  "Bike Transportation",
  "Office Relocation",
  "Warehousing & Storage",
  "Transfer Claim Documentation",
].map((s) => ({ value: s, label: s }));

/** SPEC §3 "IBA quote form": name, email, phone, serviceType required; details optional. The `redirect` field is added by PostedForm. */
export const ibaQuoteForm = defineForm([
  { name: "access_key", kind: "hidden", value: site.forms.accessKey },
  { name: "subject", kind: "hidden", value: IBA_SUBJECT },
  {
    name: "name",
    kind: "text",
    label: "Your name",
    hint: "Full name, as on your transfer order",
    autoComplete: "name",
  },
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
    name: "serviceType",
    kind: "select",
    label: "Service",
    placeholder: "Select a service",
    options: IBA_SERVICES,
    hint: "Choose one",
  },
  {
    name: "details",
    kind: "textarea",
    label: "Move details",
    required: false,
    rows: 4,
    hint: "From and to, household size, bank or employer",
  },
  LANGUAGE_FIELD,
]);

export const ibaQuoteWords = {
  title: "Get an IBA-approved quote",
  intro: "A quote on IBA-approved letterhead that your bank or PSU accepts for transfer claims.",
  submit: "Request IBA Quote",
};

/** IBA-approved transporter quote: a real form post to the form-to-email service. */
export function IbaQuoteForm() {
  return <PostedForm def={ibaQuoteForm} words={useFormWords("ibaQuote", ibaQuoteWords)} wide={["details"]} />;
}
