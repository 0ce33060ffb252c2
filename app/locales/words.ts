import { use } from "react";
import type { MetaDescriptor } from "react-router";

import { type Locale, localeOf } from "~/config/locales";
import { translatedIn } from "~/i18n/translations";
import { pageMeta, type PageSeo } from "~/lib/seo";
import type { Dictionary } from "~/locales/book";

/**
 * How a page gets its words in a language other than English. Every page has one route module, mounted once per
 * language (app/routes.ts). The layout's loader hands every page the language's shared words as data
 * (app/locales/<code>/layout.ts); the route module names its page's own words in its `handle`, and the layout
 * loads them with the language's shared phrases (app/locales/<code>/phrases.ts) before the page renders. English
 * needs nothing loaded: it is the language the components are written in. So an English page carries no other
 * language, and a translated page only its own.
 */
export type TranslatedLocale = Exclude<Locale, "en">;

/** A record with no function among its words: what a loader's data can carry. */
export type Plain<T> = T extends (...args: never[]) => unknown
  ? never
  : T extends object
    ? { readonly [K in keyof T]: Plain<T[K]> }
    : T;

/**
 * What a language gives every page as data (app/locales/<code>/layout.ts): the layout's, the forms' and the shared
 * components' words and content. The layout's loader (app/routes/layout.tsx) reads it at build time, so it travels
 * in the page's HTML, not in its script; a record with a function among its words fails the typecheck here.
 */
export interface LocaleLayout {
  translations: { readonly [Id in keyof Dictionary]?: Plain<Dictionary[Id]> };
  /** The language's own font, fetched with the HTML on wide screens (phones use their system face). */
  font?: string;
}

/** What the layout's loader hands a translated page (app/routes/layout.tsx). */
export interface SharedWords {
  shared: LocaleLayout;
}

type Match = { handle?: unknown; loaderData?: unknown } | undefined;

/** The language's shared words among the matched routes' data: the layout's. */
const sharedWordsOf = (matches: readonly Match[]): LocaleLayout | undefined =>
  matches
    .map((m) => m?.loaderData)
    .find((data): data is SharedWords => typeof data === "object" && data !== null && "shared" in data)?.shared;

/** What a language gives every page as script: the shared records with a function among their words. */
export interface LocalePhrases {
  translations: Dictionary;
}

/** What a language gives one page (app/locales/<code>/pages/<page>.ts). */
export interface LocalePage {
  translations: Dictionary;
}

export type PageWords = (locale: TranslatedLocale) => Promise<LocalePage>;

/** A route module's `handle` names its page's words so: `{ words: (l) => import(`../locales/${l}/pages/x.ts`) }`. */
export interface WordsHandle {
  words: PageWords;
}

export interface Words {
  locale: TranslatedLocale;
  /** The shared phrases with the page's own words, whose ids win. */
  translations: Dictionary;
}

const phrasesOf = (locale: TranslatedLocale): Promise<LocalePhrases> => import(`./${locale}/phrases.ts`);

/** The deepest route's words loader among the matched routes (a route module or a match with its handle). */
export const pageWordsOf = (matches: readonly Match[]) =>
  matches.map((m) => (m?.handle as Partial<WordsHandle> | undefined)?.words).findLast(Boolean);

const noPage: PageWords = () => Promise.resolve({ translations: {} });
const loaded = new WeakMap<PageWords, Map<TranslatedLocale, Words>>();
const loading = new WeakMap<PageWords, Map<TranslatedLocale, Promise<Words>>>();

const cacheOf = <V>(map: WeakMap<PageWords, Map<TranslatedLocale, V>>, page: PageWords) => {
  const cache = map.get(page) ?? new Map<TranslatedLocale, V>();
  map.set(page, cache);
  return cache;
};

/** Loads a page's words in a language, once; app/entry.server.tsx awaits it before rendering a translated page. */
export function loadWords(locale: TranslatedLocale, page: PageWords = noPage): Promise<Words> {
  const pending = cacheOf(loading, page);
  let promise = pending.get(locale);
  if (!promise) {
    promise = Promise.all([phrasesOf(locale), page(locale)]).then(([phrases, own]) => {
      const words = { locale, translations: { ...phrases.translations, ...own.translations } };
      cacheOf(loaded, page).set(locale, words);
      return words;
    });
    pending.set(locale, promise);
  }
  return promise;
}

/** The words once loaded, for code that cannot wait (a route's `meta`). */
const loadedWords = (locale: TranslatedLocale, page: PageWords = noPage) => cacheOf(loaded, page).get(locale);

/** The page's words in its language, waiting for them on first use; none on an English page. */
export function useWords(locale: Locale, page: PageWords | undefined): Words | undefined {
  if (locale === "en") return undefined;
  return loadedWords(locale, page) ?? use(loadWords(locale, page));
}

/** A record in the page's language, outside React. */
export type Translate = <T>(english: T) => T;

/**
 * A route's `meta` in the page's language: `build` reads the page's records through `t` and returns the tags'
 * texts; the path stays the English page's, which each language's URL is built from.
 */
export function localeMeta(
  { location, matches }: { location: { pathname: string }; matches: readonly Match[] },
  build: (t: Translate, locale: Locale) => PageSeo,
): MetaDescriptor[] {
  const locale = localeOf(location.pathname);
  const words = locale === "en" ? undefined : loadedWords(locale, pageWordsOf(matches));
  const dictionary = { ...sharedWordsOf(matches)?.translations, ...words?.translations };
  const t: Translate = (english) => translatedIn(dictionary, english);
  return pageMeta({ ...build(t, locale), locale });
}
