/**
 * The embedded quote card's fields, defined once: the form renders and checks them, and the server checks every post of
 * this form against them. Plain data (no React, no site config), so the server can load it.
 */
import { type FieldSpec, LANGUAGE_FIELD, PHONE_FIELD } from "./field-table";

/** value / label exactly as SPEC §3, mismatches included. */
const RELOCATION_TYPES = [
  { value: "Home Shifting", label: "homeShifting" },
  { value: "Office Shifting", label: "corporateRelocation" },
  { value: "Car Shifting", label: "carRelocation" },
  { value: "Bike Shifting", label: "bikeRelocation" },
  { value: "Pet Relocation", label: "defenceRelocation" },
  { value: "Home & Car Shifting", label: "fineArtsRelocation" },
  { value: "Local Shifting", label: "localShifting" },
  { value: "Warehouse & Storage", label: "warehouseAndStorage" },
  { value: "Office Shifting", label: "goodsInsurance" },
] as const;

export const cardSubject = (brand: string) => `New Quote Request from the ${brand} website`;
export const cardFromName = (brand: string) => `${brand} Website`;

/** SPEC §3 "Quote request, embedded card form", field names exactly as the product has them. */
export const quoteCardFields = (accessKey: string, brand: string) =>
  [
    { name: "Customer name", kind: "text", label: "yourName", hint: "fullName", autoComplete: "name" },
    {
      name: "phone number",
      kind: "tel",
      label: "phoneNumber",
      hint: "tenDigitMobile",
      autoComplete: "tel-national",
      ...PHONE_FIELD,
    },
    { name: "Customer email id:", kind: "email", label: "email", hint: "validEmail", autoComplete: "email" },
    {
      name: "relocation_type",
      kind: "select",
      label: "relocationType",
      placeholder: "selectRelocationType",
      options: RELOCATION_TYPES,
      hint: "chooseOne",
    },
    { name: "Want to shift from", kind: "text", label: "shiftingFrom", hint: "cityOrLocality" },
    { name: "Shifting to", kind: "text", label: "shiftingTo", hint: "cityOrLocality" },
    { name: "Shifting Date", kind: "date", label: "shiftingDate", hint: "pickDate" },
    { name: "access_key", kind: "hidden", value: accessKey },
    { name: "subject", kind: "hidden", value: cardSubject(brand) },
    { name: "from_name", kind: "hidden", value: cardFromName(brand) },
    LANGUAGE_FIELD,
  ] as const satisfies readonly FieldSpec[];
