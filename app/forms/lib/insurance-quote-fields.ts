/**
 * The insurance quote form's fields, defined once: the form renders and checks them, and the server checks every post of
 * this form against them. Plain data (no React, no site config), so the server can load it.
 */
import { type FieldSpec, LANGUAGE_FIELD, PHONE_FIELD } from "./field-table";

export const INSURANCE_SUBJECT = "Request Insurance Quote";

/** SPEC §3 "Insurance quote form": name, email, phone required; itemValue and message optional. */
export const insuranceQuoteFields = (accessKey: string) =>
  [
    { name: "access_key", kind: "hidden", value: accessKey },
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
  ] as const satisfies readonly FieldSpec[];
