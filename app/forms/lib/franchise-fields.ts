/**
 * The franchise form's fields, defined once: the form renders and checks them, and the server checks every post of
 * this form against them. Plain data (no React, no site config), so the server can load it.
 */
import { type FieldSpec, LANGUAGE_FIELD, PHONE_FIELD } from "./field-table";

const LINK = {
  kind: "url",
  pattern: "https?://.+",
  inputMode: "url",
  hint: "shareLinkHint",
} as const satisfies Partial<FieldSpec>;

/** SPEC §3 "Franchise enquiry"; §5: all required but altNumber (10 digits if given); documents as links. */
export const FRANCHISE_FIELDS = [
  { name: "date", kind: "date", label: "date", hint: "enquiryDate" },
  {
    name: "companyName",
    kind: "text",
    label: "companyName",
    hint: "registeredBusinessName",
    autoComplete: "organization",
  },
  { name: "name", kind: "text", label: "contactPerson", hint: "fullName", autoComplete: "name" },
  {
    name: "phoneNumber",
    kind: "tel",
    label: "phoneNumber",
    hint: "tenDigitMobile",
    autoComplete: "tel-national",
    ...PHONE_FIELD,
  },
  {
    name: "altNumber",
    kind: "tel",
    label: "alternateNumber",
    required: false,
    hint: "tenDigitsIfGiven",
    ...PHONE_FIELD,
  },
  {
    name: "address",
    kind: "textarea",
    label: "officeAddress",
    rows: 3,
    hint: "streetCityStatePin",
    autoComplete: "street-address",
  },
  { name: "gst", label: "gstCertificateLink", ...LINK },
  { name: "regCert", label: "registrationCertificateLink", ...LINK },
  { name: "adhar", label: "aadhaarCardLink", ...LINK },
  { name: "pancard", label: "panCardLink", ...LINK },
  LANGUAGE_FIELD,
] as const satisfies readonly FieldSpec[];
