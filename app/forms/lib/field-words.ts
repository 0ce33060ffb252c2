import { words } from "~/content/translation";

import type { pageFieldWords } from "./page-field-words";

/**
 * The texts a form's field table shows (labels, hints, select placeholders and option labels), by id: the tables
 * name a text by its id, and each language translates these records. Field names, option values and defaults
 * are the tables' own and never change with the language, so the office receives the same payload from every page.
 */
/** The texts of the quote pop-up, the form every page may open. */
export const fieldWords = words("fieldWords", {
  yourName: "Your name",
  fullName: "Full name",
  email: "E-mail",
  validEmailExample: "A valid e-mail address, e.g. name@example.com",
  phone: "Phone",
  mobileNumber: "Mobile number",
  tenDigitMobile: "10-digit mobile number",
  shiftingFrom: "Shifting from",
  shiftingTo: "Shifting to",
  localityFrom: "City or locality you are moving from",
  localityTo: "City or locality you are moving to",
  movingDate: "Moving date",
  pickDate: "Pick a date",
  service: "Service",
  serviceType: "Service Type",
  chooseService: "Choose the service you need",
  homeShifting: "Home Shifting",
  localShifting: "Local Shifting",
  corporateRelocation: "Corporate Relocation",
  carRelocation: "Car Relocation",
  bikeRelocation: "Bike Relocation",
  defenceRelocation: "Defence Relocation",
  fineArtsRelocation: "Fine Arts Relocation",
  storageServices: "Storage Services",
  goodsInsurance: "Goods Insurance",
});

/** The id of a field text. */
export type FieldText = keyof typeof fieldWords | keyof typeof pageFieldWords;
