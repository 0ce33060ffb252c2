import { site } from "~/config/site";
import { words } from "~/content/translation";
import { useTranslated } from "~/i18n/translations";

import { defineForm, LANGUAGE_FIELD, type Option, PHONE_FIELD } from "./lib/field-table";
import { pageFieldWords } from "./lib/page-field-words";
import { PostedForm } from "./lib/posted-form";

export const IBA_SUBJECT = "IBA Approved Transporter Quote Request";
const IBA_SERVICES = [
  { value: "Household Goods Shifting", label: "householdGoodsShifting" },
  { value: "Car Transportation", label: "carTransportation" },
  { value: "Bike Transportation", label: "bikeTransportation" },
  { value: "Office Relocation", label: "officeRelocation" },
  { value: "Warehousing & Storage", label: "warehousingAndStorage" },
  { value: "Transfer Claim Documentation", label: "transferClaimDocumentation" },
] satisfies Option[];

/** SPEC §3 "IBA quote form": name, email, phone, serviceType required; details optional. The `redirect` field is added by PostedForm. */
export const ibaQuoteForm = defineForm(
  [
    { name: "access_key", kind: "hidden", value: site.forms.accessKey },
    { name: "subject", kind: "hidden", value: IBA_SUBJECT },
    {
      name: "name",
      kind: "text",
      label: "yourName",
      hint: "fullNameAsOnOrder",
      autoComplete: "name",
    },
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
      name: "serviceType",
      kind: "select",
      label: "service",
      placeholder: "selectService",
      options: IBA_SERVICES,
      hint: "chooseOne",
    },
    {
      name: "details",
      kind: "textarea",
      label: "moveDetails",
      required: false,
      rows: 4,
      hint: "moveDetailsHint",
    },
    LANGUAGE_FIELD,
  ],
  pageFieldWords,
);

export const ibaQuoteWords = words("ibaQuoteForm", {
  title: "Get an IBA-approved quote",
  intro: "A quote on IBA-approved letterhead that your bank or PSU accepts for transfer claims.",
  submit: "Request IBA Quote",
});

/** IBA-approved transporter quote: a real form post to the form-to-email service. */
export function IbaQuoteForm() {
  return <PostedForm def={ibaQuoteForm} words={useTranslated(ibaQuoteWords)} wide={["details"]} />;
}
