/**
 * The contact enquiry form's fields, defined once: the form renders and checks them, and the server checks every post of
 * this form against them. Plain data (no React, no site config), so the server can load it.
 */
import { CONTACT_NUMBER_FIELD, type FieldSpec, LANGUAGE_FIELD } from "./field-table";

/** SPEC §3 "Enquiry (contact page)": the captcha entry is not sent. */
export const ENQUIRY_FIELDS = [
  { name: "name", kind: "text", label: "yourName", hint: "fullName", autoComplete: "name" },
  CONTACT_NUMBER_FIELD,
  {
    name: "user_email",
    kind: "email",
    label: "email",
    hint: "validEmailExample",
    autoComplete: "email",
  },
  {
    name: "message",
    kind: "textarea",
    label: "message",
    rows: 5,
    hint: "messageHint",
  },
  LANGUAGE_FIELD,
] as const satisfies readonly FieldSpec[];
