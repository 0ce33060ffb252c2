/**
 * The forms' words in one language (content/<language>/forms.json), as the pages' data carries them: every page's
 * layout the words of the forms any page may open (the quote and call pop-ups) and what all forms share; a page that
 * shows another form that form's words and its fields' texts. So a page carries only the words of forms it shows.
 */
import type { Locale } from "../config/locales.ts";
import { REPLY_MINUTES } from "./facts.ts";
import { layoutWordsIn } from "./layout.ts";
import { filled } from "./placeholders.ts";
import { readContent } from "./read.ts";
import type { FieldText, FormsContent } from "./schemas/forms.ts";

/** The forms that send a quote request: their button is the quote's one label (docs/decisions/design-system.md). */
const QUOTE_FORMS = ["popup", "quoteCard", "ibaQuote", "insuranceQuote", "freeEstimate"] as const;
type QuoteForm = (typeof QUOTE_FORMS)[number];

/** The forms' words as pages get them: the file's, and the quote forms' button from the layout's words. */
export type FormsWords = {
  [K in keyof FormsContent]: K extends QuoteForm ? FormsContent[K] & { submit: string } : FormsContent[K];
};

/** The forms a page shows beyond the pop-ups, by their names in the words. */
export type PageForm = Exclude<keyof FormsContent, "shared" | "popup" | "call" | "fields">;

/** The forms' words a route's data carries (`forms`): the layout's, or a page's. */
export type FormWords = Partial<Omit<FormsWords, "fields">> & { fields: Partial<Record<FieldText, string>> };

/** The forms' words in `locale`, with the company's reply time in place of `{reply}` and the quote's label. */
export async function formsIn(locale: Locale, dir?: string): Promise<FormsWords> {
  const [content, { getFreeQuote }] = await Promise.all([readContent("forms", locale, dir), layoutWordsIn(locale, dir)]);
  const quoteForms = Object.fromEntries(QUOTE_FORMS.map((form) => [form, { ...content[form], submit: getFreeQuote }]));
  return {
    ...content,
    ...(quoteForms as Pick<FormsWords, QuoteForm>),
    enquiry: { ...content.enquiry, intro: filled(content.enquiry.intro, { reply: `${REPLY_MINUTES}` }) },
  };
}

/** What every page's layout carries: the shared words, the pop-ups' and the texts of the fields they show. */
export function layoutFormWords(
  { shared, popup, call, fields }: FormsWords,
  shownFields: readonly FieldText[],
): FormWords {
  return { shared, popup, call, fields: Object.fromEntries(shownFields.map((id) => [id, fields[id]])) };
}

/** What a page that shows forms beyond the pop-ups carries: those forms' words and the texts of their fields. */
export function pageFormWords(
  content: FormsWords,
  forms: readonly PageForm[],
  shownFields: readonly FieldText[],
): FormWords {
  return {
    ...Object.fromEntries(forms.map((form) => [form, content[form]])),
    fields: Object.fromEntries(shownFields.map((id) => [id, content.fields[id]])),
  };
}
