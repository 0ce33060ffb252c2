import { site } from "~/config/site";

import { defineForm, LANGUAGE_FIELD, PHONE_FIELD } from "./lib/field-table";
import { PostedForm } from "./lib/posted-form";
import { useFormWords } from "./lib/words";

export const FRAUD_REPORT_SUBJECT = "Fraud Report: someone using our name";
/** Where the provider brings the visitor back after a report (a page that thanks them for the report, not a quote). */
export const REPORT_RECEIVED_PATH = "/verify/report-received";

/**
 * Report of someone posing as the company, posted like the IBA and insurance forms (SPEC §7): a real
 * browser form post to the form-to-email service with the access key and a subject. The suspect's contact
 * and what happened are what the office needs to warn others; the reporter's phone lets us call back.
 */
export const fraudReportForm = defineForm([
  { name: "access_key", kind: "hidden", value: site.forms.accessKey },
  { name: "subject", kind: "hidden", value: FRAUD_REPORT_SUBJECT },
  { name: "name", kind: "text", label: "Your name", hint: "So we know who to call back", autoComplete: "name" },
  {
    name: "phone",
    kind: "tel",
    label: "Your phone",
    hint: "10-digit mobile number we can call you on",
    autoComplete: "tel",
    ...PHONE_FIELD,
  },
  {
    name: "email",
    kind: "email",
    label: "Your e-mail",
    required: false,
    hint: "If you would rather we write",
    autoComplete: "email",
  },
  {
    name: "suspect_contact",
    kind: "text",
    label: "Number, UPI ID or website they used",
    maxLength: 200,
    hint: "Copy it exactly, e.g. a phone number, name@upi or a web address",
  },
  {
    name: "amount_paid",
    kind: "text",
    label: "Amount paid to them (₹)",
    required: false,
    inputMode: "numeric",
    pattern: "[0-9]+",
    hint: "Whole rupees, digits only; leave empty if you paid nothing",
  },
  {
    name: "details",
    kind: "textarea",
    label: "What happened",
    rows: 5,
    maxLength: 3000,
    hint: "When they contacted you, what they asked for, and any name they gave",
  },
  LANGUAGE_FIELD,
]);

export const fraudReportWords = {
  title: "Report a fraud",
  intro:
    "Tell us about a call, message, website or payment request that used our name. We check every report, warn other customers and help you with the police complaint.",
  submit: "Send report",
};

/** The /verify page's report form. */
export function FraudReportForm() {
  return (
    <PostedForm
      def={fraudReportForm}
      words={useFormWords("fraudReport", fraudReportWords)}
      wide={["suspect_contact", "details"]}
      thankYouPath={REPORT_RECEIVED_PATH}
    />
  );
}
