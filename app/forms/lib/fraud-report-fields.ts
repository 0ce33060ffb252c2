/**
 * The fraud report form's fields, defined once: the form renders and checks them, and the server checks every post of
 * this form against them. Plain data (no React, no site config), so the server can load it.
 */
import { type FieldSpec, LANGUAGE_FIELD, PHONE_FIELD } from "./field-table";

export const FRAUD_REPORT_SUBJECT = "Fraud Report: someone using our name";

/**
 * Report of someone posing as the company, posted like the IBA and insurance forms (SPEC §7): a real
 * browser form post to the form-to-email service with the access key and a subject. The suspect's contact
 * and what happened are what the office needs to warn others; the reporter's phone lets us call back.
 */
export const fraudReportFields = (accessKey: string) =>
  [
    { name: "access_key", kind: "hidden", value: accessKey },
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
  ] as const satisfies readonly FieldSpec[];
