import { use } from "react";
import type { MetaDescriptor } from "react-router";

import { type Locale, localeOf } from "~/config/locales";
import { translatedIn } from "~/i18n/translations";
import { pageMeta, type PageSeo, shareImageWords } from "~/lib/seo";
import type { Dictionary } from "~/locales/book";

/**
 * How a page gets its words in a language other than English. Every page has one route module, mounted once per
 * language (app/routes.ts). What can be data is data: the layout's loader hands every page the language's shared
 * words (app/locales/<code>/layout.ts) and the page's loader its own (app/locales/<code>/pages/<page>.ts), so they
 * travel in the page's HTML and `.data` file, not in its script. Words that are functions of what the page shows
 * (a count, a date, a name) cannot be data: the language's shared ones (app/locales/<code>/phrases.ts) and the
 * page's (app/locales/<code>/pages/<page>.phrases.ts, which the route's `handle` names) are script, loaded before
 * the page renders. English needs nothing loaded: it is the language the components are written in. So an English
 * page carries no other language, and a translated page only its own.
 */
export type TranslatedLocale = Exclude<Locale, "en">;

/** A record with no function among its words: what a loader's data can carry. */
export type Plain<T> = T extends (...args: never[]) => unknown
  ? never
  : T extends object
    ? { readonly [K in keyof T]: Plain<T[K]> }
    : T;

/** Records of the book with no function among their words; a record with one fails the typecheck here. */
export type PlainDictionary = { readonly [Id in keyof Dictionary]?: Plain<Dictionary[Id]> };

/**
 * What a language gives every page as data (app/locales/<code>/layout.ts): the layout's, the forms' and the shared
 * components' words and content. The layout's loader (app/routes/layout.tsx) reads it at build time.
 */
export interface LocaleLayout {
  translations: PlainDictionary;
  /** The language's own font, fetched with the HTML on wide screens (phones use their system face). */
  font?: string;
}

/** What the layout's loader hands a translated page (app/routes/layout.tsx). */
export interface SharedWords {
  shared: LocaleLayout;
}

/** What a page's loader hands it of its own words (`pageWords`, app/routes/page-data.ts): none in English. */
export interface PageWordsData {
  words?: PlainDictionary;
}

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

const dataOf = (matches: readonly Match[]) => matches.map((m) => m?.loaderData as object | null | undefined);

/**
 * A translated page's dictionary: the data words (the layout's, then the page's) and the phrases (the language's,
 * then the page's), each page's over the shared.
 */
export function dictionaryOf(matches: readonly Match[], words: Words | undefined): Dictionary {
  const data = dataOf(matches);
  const shared = data.find((d): d is SharedWords => !!d && "shared" in d)?.shared.translations;
  const page = data.map((d) => (d as PageWordsData | null | undefined)?.words).findLast(Boolean);
  return { ...shared, ...words?.shared, ...page, ...words?.page } as Dictionary;
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
 * A route's `meta` in the page's language: `build` reads the page's records through `t` and returns the tags'
 * texts; the path stays the English page's, which each language's URL is built from.
 */
export function localeMeta(
  { location, matches }: { location: { pathname: string }; matches: readonly Match[] },
  build: (t: Translate, locale: Locale) => PageSeo,
): MetaDescriptor[] {
  const locale = localeOf(location.pathname);
  const words = locale === "en" ? undefined : loadedWords(locale, pagePhrasesOf(matches));
  const dictionary = dictionaryOf(matches, words);
  const t: Translate = (english) => translatedIn(dictionary, english);
  return pageMeta({ ...build(t, locale), locale, imageAlt: t(shareImageWords).alt });
}
