/**
 * The IBA quote form's fields, defined once: the form renders and checks them, and the server checks every post of
 * this form against them. Plain data (no React, no site config), so the server can load it.
 */
import { type FieldSpec, LANGUAGE_FIELD, type Option, PHONE_FIELD } from "./field-table";

export const IBA_SUBJECT = "IBA Approved Transporter Quote Request";
const IBA_SERVICES = [
  { value: "Household Goods Shifting", label: "householdGoodsShifting" },
  { value: "Car Transportation", label: "carTransportation" },
  { value: "Bike Transportation", label: "bikeTransportation" },
  { value: "Office Relocation", label: "officeRelocation" },
  { value: "Warehousing & Storage", label: "warehousingAndStorage" },
  { value: "Transfer Claim Documentation", label: "transferClaimDocumentation" },
] satisfies Option[];

/** SPEC §3 "IBA quote form": name, email, phone, serviceType required; details optional. The `redirect` field is added by PostedForm. */
export const ibaQuoteFields = (accessKey: string) =>
  [
    { name: "access_key", kind: "hidden", value: accessKey },
    { name: "subject", kind: "hidden", value: IBA_SUBJECT },
    {
      name: "name",
      kind: "text",
      label: "yourName",
      hint: "fullNameAsOnOrder",
      autoComplete: "name",
    },
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
      name: "serviceType",
      kind: "select",
      label: "service",
      placeholder: "selectService",
      options: IBA_SERVICES,
      hint: "chooseOne",
    },
    {
      name: "details",
      kind: "textarea",
      label: "moveDetails",
      required: false,
      rows: 4,
      hint: "moveDetailsHint",
    },
    LANGUAGE_FIELD,
  ] as const satisfies readonly FieldSpec[];
