/**
 * A language's words as its pages get them, for the tests: the layout's and a page's own, read from the content
 * folder as the loaders read them.
 */

import "./site-define.ts";

import { type Locale, localePath } from "../app/config/locales.ts";
import { citiesIn, withHeadOfficeReviews } from "../app/content/cities.ts";
import { formsIn } from "../app/content/forms.ts";
import { layoutWordsIn } from "../app/content/layout.ts";
import type { ServicePageKind } from "../app/content/service-content.ts";
import type { ChatWords } from "../app/i18n/chat.ts";
import { servicePageData } from "../app/routes/page-data.ts";

/** The layout's words of a language, read as the layout's loader reads them (content/<language>/layout.json). */
export const stringsOf = (locale: Locale) => layoutWordsIn(locale);

/** The chat's typed-in messages in a language, as the layout's words carry them (content/<language>/layout.json). */
export const chatWordsOf = async (locale: Locale): Promise<ChatWords> => (await layoutWordsIn(locale)).chat;

/** The city pages' records in a language, read as the city page's loader reads them. */
export async function cityPagesOf(locale: Locale) {
  const { content, english } = await citiesIn(locale);
  return Promise.all(
    content.pages.map(async (c, i) => (await withHeadOfficeReviews(c, locale, english.pages[i]!.name))!),
  );
}

const requestIn = (locale: Locale) => new Request(`https://example.in${localePath("/", locale)}`);

/** A service page's content in a language, read as its route's loader reads it. */
export const servicePageOf = async (locale: Locale, kind: ServicePageKind) =>
  (await servicePageData(requestIn(locale), kind)).content;

/** Every form's words in Hindi, with the company's facts in place (content/hi/forms.json). */
export const hindiFormWords = await formsIn("hi");

/** Every form's words in English, with the company's facts in place (content/en/forms.json). */
export const englishFormWords = await formsIn("en");
