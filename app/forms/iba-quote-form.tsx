import { site } from "~/config/site";

import { defineForm } from "./lib/field-table";
import { useFormWords } from "./lib/form-words";
import { IBA_SUBJECT, ibaQuoteFields } from "./lib/iba-quote-fields";
import { PostedForm } from "./lib/posted-form";

export { IBA_SUBJECT };

/** The fields are ./lib/iba-quote-fields.ts. */
export const ibaQuoteForm = defineForm(ibaQuoteFields(site.forms.accessKey));

/** IBA-approved transporter quote: a real form post to the form-to-email service. */
export function IbaQuoteForm() {
  return <PostedForm def={ibaQuoteForm} words={useFormWords("ibaQuote")} wide={["details"]} />;
}
