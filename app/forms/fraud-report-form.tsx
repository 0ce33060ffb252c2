import { site } from "~/config/site";
import { words } from "~/content/translation";
import { useTranslated } from "~/i18n/translations";

import { defineForm, LANGUAGE_FIELD, PHONE_FIELD } from "./lib/field-table";
import { pageFieldWords } from "./lib/page-field-words";
import { PostedForm } from "./lib/posted-form";

export const FRAUD_REPORT_SUBJECT = "Fraud Report: someone using our name";
/** Where the provider brings the visitor back after a report (a page that thanks them for the report, not a quote). */
export const REPORT_RECEIVED_PATH = "/verify/report-received";

/**
 * Report of someone posing as the company, posted like the IBA and insurance forms (SPEC §7): a real
 * browser form post to the form-to-email service with the access key and a subject. The suspect's contact
 * and what happened are what the office needs to warn others; the reporter's phone lets us call back.
 */
export const fraudReportForm = defineForm(
  [
    { name: "access_key", kind: "hidden", value: site.forms.accessKey },
    { name: "subject", kind: "hidden", value: FRAUD_REPORT_SUBJECT },
    { name: "name", kind: "text", label: "yourName", hint: "whoToCallBack", autoComplete: "name" },
    {
      name: "phone",
      kind: "tel",
      label: "yourPhone",
      hint: "tenDigitMobileToCall",
      autoComplete: "tel",
      ...PHONE_FIELD,
    },
    {
      name: "email",
      kind: "email",
      label: "yourEmail",
      required: false,
      hint: "ifWeShouldWrite",
      autoComplete: "email",
    },
    {
      name: "suspect_contact",
      kind: "text",
      label: "fraudContact",
      maxLength: 200,
      hint: "fraudContactHint",
    },
    {
      name: "amount_paid",
      kind: "text",
      label: "amountPaid",
      required: false,
      inputMode: "numeric",
      pattern: "[0-9]+",
      hint: "amountPaidHint",
    },
    {
      name: "details",
      kind: "textarea",
      label: "whatHappened",
      rows: 5,
      maxLength: 3000,
      hint: "whatHappenedHint",
    },
    LANGUAGE_FIELD,
  ],
  pageFieldWords,
);

export const fraudReportWords = words("fraudReportForm", {
  title: "Report a fraud",
  intro:
    "Tell us about a call, message, website or payment request that used our name. We check every report, warn other customers and help you with the police complaint.",
  submit: "Send report",
});

/** The /verify page's report form. */
export function FraudReportForm() {
  return (
    <PostedForm
      def={fraudReportForm}
      words={useTranslated(fraudReportWords)}
      wide={["suspect_contact", "details"]}
      thankYouPath={REPORT_RECEIVED_PATH}
    />
  );
}
