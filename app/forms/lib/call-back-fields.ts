/**
 * The call-back form's fields, defined once: the form renders and checks them, and the server checks every post of
 * this form against them. Plain data (no React, no site config), so the server can load it.
 */
import { CONTACT_NUMBER_FIELD, type FieldSpec, LANGUAGE_FIELD } from "./field-table";

/** SPEC §3 "Call-back request": name, and the phone in a field named contact_number. */
export const CALL_BACK_FIELDS = [
  { name: "name", kind: "text", label: "yourName", hint: "whomToAskFor", autoComplete: "name" },
  CONTACT_NUMBER_FIELD,
  LANGUAGE_FIELD,
] as const satisfies readonly FieldSpec[];

/**
 * The template params the call back sends (`send`, not the form's own fields), each with the field it carries:
 * the template names the phone `phone`.
 */
export const CALL_BACK_PARAMS = { name: "name", phone: "contact_number", language: "language" } as const;
