/**
 * The quote pop-up's fields, defined once: the pop-up renders and checks them, and the server checks every post
 * that is a pop-up's against them. Plain data (no React, no site config), so the server can load it.
 */
import { type FieldSpec, LANGUAGE_FIELD, type Option, PHONE_FIELD } from "./field-table";

const SERVICE_TYPES = [
  { value: "Home Shifting", label: "homeShifting" },
  { value: "Corporate Relocation", label: "corporateRelocation" },
  { value: "Car Relocation", label: "carRelocation" },
  { value: "Bike Relocation", label: "bikeRelocation" },
  { value: "Local Shifting", label: "localShifting" },
  { value: "Defence Relocation", label: "defenceRelocation" },
  { value: "Storage Services", label: "storageServices" },
  { value: "Fine Arts Relocation", label: "fineArtsRelocation" },
  { value: "Goods Insurance", label: "goodsInsurance" },
] satisfies Option[];

/** SPEC §3 "Quote request, popup form"; §5: all required, e-mail format, phone [0-9]{10}, a service chosen. */
export const quotePopupFields = (accessKey: string) =>
  [
    { name: "name", kind: "text", label: "yourName", hint: "fullName", autoComplete: "name" },
    {
      name: "email",
      kind: "email",
      label: "email",
      hint: "validEmailExample",
      autoComplete: "email",
    },
    {
      name: "phone",
      kind: "tel",
      label: "phone",
      hint: "tenDigitMobile",
      autoComplete: "tel-national",
      ...PHONE_FIELD,
    },
    { name: "shiftingFrom", kind: "text", label: "shiftingFrom", hint: "localityFrom" },
    { name: "shiftingTo", kind: "text", label: "shiftingTo", hint: "localityTo" },
    { name: "date", kind: "date", label: "movingDate", hint: "pickDate" },
    {
      name: "serviceType",
      kind: "select",
      label: "service",
      placeholder: "serviceType",
      options: SERVICE_TYPES,
      hint: "chooseService",
    },
    { name: "access_key", kind: "hidden", value: accessKey },
    LANGUAGE_FIELD,
  ] as const satisfies readonly FieldSpec[];
