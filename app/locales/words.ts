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

/** Words that are functions: a language's shared ones (./<code>/phrases.ts) or a page's (<page>.phrases.ts). */
export interface LocalePhrases {
  translations: Dictionary;
}

export type PagePhrases = (locale: TranslatedLocale) => Promise<LocalePhrases>;

/**
 * A route module's `handle` names its page's phrases, if it has any, so:
 * `{ phrases: (l) => import(`../locales/${l}/pages/x.phrases.ts`) }`.
 */
export interface PhrasesHandle {
  phrases: PagePhrases;
}

/** The script part of a page's words in its language, once loaded. */
export interface Words {
  locale: TranslatedLocale;
  /** The language's shared phrases. */
  shared: Dictionary;
  /** The page's own phrases. */
  page: Dictionary;
}

type Match = { handle?: unknown; loaderData?: unknown } | undefined;

/** A translated page's dictionary: the language's phrases, then the page's over them. */
export function dictionaryOf(words: Words | undefined): Dictionary {
  return { ...words?.shared, ...words?.page };
}

const sharedPhrasesOf = (locale: TranslatedLocale): Promise<LocalePhrases> => import(`./${locale}/phrases.ts`);

/** The deepest route's phrases among the matched routes (a route module or a match with its handle). */
export const pagePhrasesOf = (matches: readonly Match[]) =>
  matches.map((m) => (m?.handle as Partial<PhrasesHandle> | undefined)?.phrases).findLast(Boolean);

const noPage: PagePhrases = () => Promise.resolve({ translations: {} });
const loaded = new WeakMap<PagePhrases, Map<TranslatedLocale, Words>>();
const loading = new WeakMap<PagePhrases, Map<TranslatedLocale, Promise<Words>>>();

const cacheOf = <V>(map: WeakMap<PagePhrases, Map<TranslatedLocale, V>>, page: PagePhrases) => {
  const cache = map.get(page) ?? new Map<TranslatedLocale, V>();
  map.set(page, cache);
  return cache;
};

/** Loads a page's phrases in a language, once; app/entry.server.tsx awaits it before rendering a translated page. */
export function loadWords(locale: TranslatedLocale, page: PagePhrases = noPage): Promise<Words> {
  const pending = cacheOf(loading, page);
  let promise = pending.get(locale);
  if (!promise) {
    promise = Promise.all([sharedPhrasesOf(locale), page(locale)]).then(([shared, own]) => {
      const words = { locale, shared: shared.translations, page: own.translations };
      cacheOf(loaded, page).set(locale, words);
      return words;
    });
    pending.set(locale, promise);
  }
  return promise;
}

/** The phrases once loaded, for code that cannot wait (a route's `meta`). */
const loadedWords = (locale: TranslatedLocale, page: PagePhrases = noPage) => cacheOf(loaded, page).get(locale);

/** The page's phrases in its language, waiting for them on first use; none on an English page. */
export function useWords(locale: Locale, page: PagePhrases | undefined): Words | undefined {
  if (locale === "en") return undefined;
  return loadedWords(locale, page) ?? use(loadWords(locale, page));
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
  const words = locale === "en" ? undefined : loadedWords(locale, pagePhrasesOf(matches));
  const dictionary = dictionaryOf(words);
  const t: Translate = (english) => translatedIn(dictionary, english);
  const layout = layoutWordsAmong(matches);
  if (!layout) throw new Error("No layout's words in the page's data: the layout's loader gives them to every page");
  return pageMeta({ ...build(t, locale, layout), locale, imageAlt: layout.shareImageAlt });
}
