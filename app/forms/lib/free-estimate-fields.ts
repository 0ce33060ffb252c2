/**
 * The free estimate form's fields, defined once: the form renders and checks them, and the server checks every post of
 * this form against them. Plain data (no React, no site config), so the server can load it.
 */
import type { FieldText } from "~/content/schemas/forms";
import { SHIPMENT_MODES, type ShipmentMode } from "~/content/shipment-modes";

import { type FieldSpec, LANGUAGE_FIELD, type Option, PHONE_FIELD } from "./field-table";

/** Each mode's text, named by its id: the value sent is the mode itself. */
const MODE_TEXT: Record<ShipmentMode, FieldText> = {
  "Bike Relocation": "bikeRelocation",
  "Car Relocation": "carRelocation",
  "Corporate Relocation": "corporateRelocation",
  "Defence Relocation": "defenceRelocation",
  "Fine Arts Relocation": "fineArtsRelocation",
  "Goods Insurance": "goodsInsurance",
  "Home Shifting": "homeShifting",
  "Local Shifting": "localShifting",
  "Warehouse & Storage": "warehouseAndStorage",
};

const SHIPMENT_MODE_OPTIONS = SHIPMENT_MODES.map((s) => ({ value: s, label: MODE_TEXT[s] }));

const REFERRALS = [
  { value: "Google search", label: "googleSearch" },
  { value: "Facebook or Instagram", label: "facebookOrInstagram" },
  { value: "Friend or family", label: "friendOrFamily" },
  { value: "Returning customer", label: "returningCustomer" },
  { value: "Newspaper or flyer", label: "newspaperOrFlyer" },
  { value: "Other", label: "other" },
] satisfies Option[];

/** SPEC §3 "Quote request, free estimate page"; §5: all required but shipment_description, contact_number digits only (max 10). */
export const FREE_ESTIMATE_FIELDS = [
  {
    name: "company_name",
    kind: "text",
    label: "companyName",
    hint: "individualIfHome",
    autoComplete: "organization",
  },
  { name: "first_name", kind: "text", label: "firstName", hint: "asOnId", autoComplete: "given-name" },
  { name: "last_name", kind: "text", label: "lastName", hint: "surname", autoComplete: "family-name" },
  {
    name: "contact_number",
    kind: "tel",
    label: "contactNumber",
    hint: "tenDigitMobile",
    autoComplete: "tel-national",
    ...PHONE_FIELD,
  },
  {
    name: "email",
    kind: "email",
    label: "email",
    hint: "validEmailExample",
    autoComplete: "email",
  },
  { name: "origin_city", kind: "text", label: "movingFromCity", hint: "cityFrom" },
  { name: "origin_country", kind: "text", label: "movingFromCountry", hint: "country", defaultValue: "India" },
  { name: "destination_city", kind: "text", label: "movingToCity", hint: "cityTo" },
  { name: "destination_country", kind: "text", label: "movingToCountry", hint: "country", defaultValue: "India" },
  { name: "date", kind: "date", label: "movingDate", hint: "pickDate" },
  {
    name: "shipment_mode",
    kind: "select",
    label: "whatAreYouMoving",
    placeholder: "selectService",
    options: SHIPMENT_MODE_OPTIONS,
    hint: "chooseClosestService",
  },
  {
    name: "referral",
    kind: "select",
    label: "heardFrom",
    placeholder: "selectOne",
    options: REFERRALS,
    hint: "chooseOne",
  },
  {
    name: "shipment_description",
    kind: "textarea",
    label: "shipmentDescription",
    required: false,
    rows: 4,
    hint: "shipmentHint",
  },
  LANGUAGE_FIELD,
] as const satisfies readonly FieldSpec[];

/** The list of items from the cost estimator, which the form may carry as two more hidden fields. */
export const ATTACHMENT_FIELDS = ["inventory", "inventory_data"] as const;
