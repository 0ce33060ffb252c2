import { use } from "react";
import type { MetaDescriptor } from "react-router";

import { type Locale, localeOf } from "~/config/locales";
import type { LayoutWords } from "~/content/layout";
import { layoutWordsAmong } from "~/i18n/strings";
import { translatedIn } from "~/i18n/translations";
import { pageMeta, type PageSeo } from "~/lib/seo";
import type { Dictionary } from "~/locales/book";

/**
 * The words that are still script in a language other than English: the records of app/locales/book.ts, which are
 * functions of what the page shows (a count, a date, a name). Every other word is content (content/<code>/), read
 * by the loaders (docs/decisions/content-as-data.md). The language's records (app/locales/<code>/phrases.ts) load
 * before a translated page renders; a lazily loaded part's load with its code. English needs nothing loaded: it is
 * the language those records are written in.
 */
export type TranslatedLocale = Exclude<Locale, "en">;

/** A language's words that are functions (./<code>/phrases.ts). */
export interface LocalePhrases {
  translations: Dictionary;
}

/** The script part of a translated page's words, once loaded. */
export interface Words {
  locale: TranslatedLocale;
  /** The language's phrases. */
  shared: Dictionary;
}

type Match = { handle?: unknown; loaderData?: unknown } | undefined;

/** A translated page's dictionary: the language's phrases. */
export const dictionaryOf = (words: Words | undefined): Dictionary => words?.shared ?? {};

const loaded = new Map<TranslatedLocale, Words>();
const loading = new Map<TranslatedLocale, Promise<Words>>();

/** Loads a language's phrases, once; app/entry.server.tsx awaits them before rendering a translated page. */
export function loadWords(locale: TranslatedLocale): Promise<Words> {
  let promise = loading.get(locale);
  if (!promise) {
    promise = (import(`./${locale}/phrases.ts`) as Promise<LocalePhrases>).then(({ translations }) => {
      const words = { locale, shared: translations };
      loaded.set(locale, words);
      return words;
    });
    loading.set(locale, promise);
  }
  return promise;
}

/** The page's phrases in its language, waiting for them on first use; none on an English page. */
export function useWords(locale: Locale): Words | undefined {
  if (locale === "en") return undefined;
  return loaded.get(locale) ?? use(loadWords(locale));
}

/** A record in the page's language, outside React. */
export type Translate = <T>(english: T) => T;

/**
 * A route's `meta` in the page's language: `build` reads the page's records through `t` and the layout's words
 * (the layout's data) and returns the tags' texts; the path stays the English page's, which each language's URL is
 * built from.
 */
export function localeMeta(
  { location, matches }: { location: { pathname: string }; matches: readonly Match[] },
  build: (t: Translate, locale: Locale, layout: LayoutWords) => PageSeo,
): MetaDescriptor[] {
  const locale = localeOf(location.pathname);
  const words = locale === "en" ? undefined : loaded.get(locale);
  const dictionary = dictionaryOf(words);
  const t: Translate = (english) => translatedIn(dictionary, english);
  const layout = layoutWordsAmong(matches);
  if (!layout) throw new Error("No layout's words in the page's data: the layout's loader gives them to every page");
  return pageMeta({ ...build(t, locale, layout), locale, imageAlt: layout.shareImageAlt });
}
