/**
 * The job application form's fields, defined once: the form renders and checks them, and the server checks every post of
 * this form against them. Plain data (no React, no site config), so the server can load it.
 */
import { type FieldSpec, LANGUAGE_FIELD, PHONE_FIELD } from "./field-table";

/** SPEC §3 "Job application"; §5: all required, phone digits only and exactly 10, resume a URL. */
export const APPLICATION_FIELDS = [
  { name: "job_title", kind: "hidden" },
  { name: "user_name", kind: "text", label: "fullName", hint: "asOnId", autoComplete: "name" },
  { name: "user_email", kind: "email", label: "email", hint: "validEmail", autoComplete: "email" },
  {
    name: "user_phone",
    kind: "tel",
    label: "mobileNumber",
    hint: "tenDigitMobile",
    autoComplete: "tel-national",
    ...PHONE_FIELD,
  },
  {
    name: "user_resume",
    kind: "url",
    label: "cvLink",
    pattern: "https?://.+",
    inputMode: "url",
    hint: "cvLinkHint",
  },
  LANGUAGE_FIELD,
] as const satisfies readonly FieldSpec[];
