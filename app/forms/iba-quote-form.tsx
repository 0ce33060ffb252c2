import { site } from "~/config/site";
import { words } from "~/content/translation";
import { useTranslated } from "~/i18n/translations";

import { defineForm } from "./lib/field-table";
import { IBA_SUBJECT, ibaQuoteFields } from "./lib/iba-quote-fields";
import { pageFieldWords } from "./lib/page-field-words";
import { PostedForm } from "./lib/posted-form";

export { IBA_SUBJECT };

/** The fields are ./lib/iba-quote-fields.ts. */
export const ibaQuoteForm = defineForm(ibaQuoteFields(site.forms.accessKey), pageFieldWords);

export const ibaQuoteWords = words("ibaQuoteForm", {
  title: "Get an IBA-approved quote",
  intro: "A quote on IBA-approved letterhead that your bank or PSU accepts for transfer claims.",
  submit: "Request IBA Quote",
});

/** IBA-approved transporter quote: a real form post to the form-to-email service. */
export function IbaQuoteForm() {
  return <PostedForm def={ibaQuoteForm} words={useTranslated(ibaQuoteWords)} wide={["details"]} />;
}
