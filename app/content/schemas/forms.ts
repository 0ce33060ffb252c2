/**
 * The forms' words (content/<language>/forms.json): what every form shares, each form's title, buttons and
 * statuses, and the texts of the fields, by the ids the forms' field tables name. Field names, option values and
 * defaults are the tables' own (app/forms/): they are what the office receives, the same from every language.
 */
import { z } from "zod";

import { template, Text } from "./fields.ts";

const words = <const K extends string>(keys: readonly K[]) =>
  z.object(Object.fromEntries(keys.map((k) => [k, Text])) as Record<K, typeof Text>).strict();

/** A form's texts with `extra` of its own: its title, the sentence under it, its button. */
const form = <const K extends string = never>(...extra: K[]) =>
  words<"title" | "intro" | "submit" | K>(["title", "intro", "submit", ...extra]);

/**
 * A quote form's texts: its button carries the quote's one label (the layout's `getFreeQuote`,
 * docs/decisions/design-system.md).
 */
const quoteForm = <const K extends string = never>(...extra: K[]) =>
  words<"title" | "intro" | K>(["title", "intro", ...extra]);

/** Every field text a form's table may name. */
export const FIELD_TEXTS = [
  "yourName",
  "fullName",
  "email",
  "validEmailExample",
  "phone",
  "mobileNumber",
  "tenDigitMobile",
  "shiftingFrom",
  "shiftingTo",
  "localityFrom",
  "localityTo",
  "movingDate",
  "pickDate",
  "service",
  "serviceType",
  "chooseService",
  "homeShifting",
  "localShifting",
  "corporateRelocation",
  "carRelocation",
  "bikeRelocation",
  "defenceRelocation",
  "fineArtsRelocation",
  "storageServices",
  "goodsInsurance",
  "whomToAskFor",
  "validEmail",
  "phoneNumber",
  "cityOrLocality",
  "shiftingDate",
  "date",
  "relocationType",
  "selectRelocationType",
  "chooseOne",
  "warehouseAndStorage",
  "fullNameAsOnOrder",
  "asOnId",
  "firstName",
  "lastName",
  "surname",
  "whoToCallBack",
  "contactPerson",
  "companyName",
  "registeredBusinessName",
  "individualIfHome",
  "yourEmail",
  "ifWeShouldWrite",
  "yourPhone",
  "contactNumber",
  "alternateNumber",
  "tenDigitMobileToCall",
  "tenDigitsIfGiven",
  "officeAddress",
  "streetCityStatePin",
  "movingFromCity",
  "movingFromCountry",
  "movingToCity",
  "movingToCountry",
  "cityFrom",
  "cityTo",
  "country",
  "enquiryDate",
  "moveDetails",
  "moveDetailsHint",
  "shipmentDescription",
  "shipmentHint",
  "whatAreYouMoving",
  "message",
  "messageHint",
  "whatFromWhere",
  "declaredValue",
  "wholeRupees",
  "selectService",
  "selectOne",
  "chooseClosestService",
  "officeRelocation",
  "carTransportation",
  "bikeTransportation",
  "warehousingAndStorage",
  "householdGoodsShifting",
  "transferClaimDocumentation",
  "heardFrom",
  "googleSearch",
  "facebookOrInstagram",
  "friendOrFamily",
  "returningCustomer",
  "newspaperOrFlyer",
  "other",
  "cvLink",
  "cvLinkHint",
  "shareLinkHint",
  "gstCertificateLink",
  "registrationCertificateLink",
  "aadhaarCardLink",
  "panCardLink",
  "fraudContact",
  "fraudContactHint",
  "amountPaid",
  "amountPaidHint",
  "whatHappened",
  "whatHappenedHint",
  "surveyAddress",
  "surveyAddressHint",
] as const;
export type FieldText = (typeof FIELD_TEXTS)[number];

export const formsSchema = z
  .object({
    /** What every form says: the sending and failure statuses, the security code's words, the phone's rule. */
    shared: words([
      "sending",
      "optional",
      "chooseOne",
      "phoneRule",
      "close",
      "cancel",
      "securityCode",
      "refresh",
      "refreshCode",
      "typeCode",
      "networkFailure",
      "serverFailure",
      "tooMany",
    ])
      .extend({
        /** The form-to-email service's own refusal, `{message}` (SPEC §4 shows it as it is). */
        refused: template(["message"]),
      })
      .strict(),
    /** The quote pop-up every page may open. */
    popup: words(["tagline", "formName", "success"]),
    /** The call pop-up: its phone numbers are the company's. */
    call: words(["title", "intro"]),
    callBack: form("success", "failure"),
    /** The service pages' quote card; below 1024 px its form folds behind `open`. */
    quoteCard: quoteForm("success", "open"),
    /** /contact's enquiry: the reply time is `{reply}` minutes, from the company's facts. */
    enquiry: form("codeHint", "captcha", "success", "failure").extend({ intro: template(["reply"]) }).strict(),
    franchise: form("codeHint", "captcha", "success", "failure"),
    /** A job's application: its title names the job, `{job}`. */
    application: form("sent", "success", "failure").extend({ title: template(["job"]) }).strict(),
    fraudReport: form(),
    ibaQuote: quoteForm(),
    insuranceQuote: quoteForm(),
    freeEstimate: quoteForm("attached", "success", "failure"),
    fields: words(FIELD_TEXTS),
  })
  .strict();

export type FormsContent = z.infer<typeof formsSchema>;
export const formsNeutral = [] as const;
