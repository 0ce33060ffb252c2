import { use } from "react";
import type { MetaDescriptor } from "react-router";

import { type Locale, localeOf } from "~/config/locales";
import { translatedIn } from "~/i18n/translations";
import { pageMeta, type PageSeo } from "~/lib/seo";
import type { Dictionary } from "~/locales/book";

/**
 * How a page gets its words in a language other than English. Every page has one route module, mounted once per
 * language (app/routes.ts); the module names its page's words in each language in its `handle`, and the layout
 * loads them with the language's shared words (app/locales/<code>/layout.ts) before the page renders. English
 * needs nothing loaded: it is the language the components are written in. So an English page carries no other
 * language, and a translated page only its own.
 */
export type TranslatedLocale = Exclude<Locale, "en">;

/** What a language gives every page: the layout's, the forms' and the shared components' words and content. */
export interface LocaleLayout {
  translations: Dictionary;
  /** The language's own font, fetched with the HTML on wide screens (phones use their system face). */
  font?: string;
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
  layout: LocaleLayout;
  /** The shared dictionary with the page's own, whose ids win. */
  translations: Dictionary;
}

const layoutWords = (locale: TranslatedLocale): Promise<LocaleLayout> => import(`./${locale}/layout.ts`);

/** The deepest route's words loader among the matched routes (a route module or a match with its handle). */
export const pageWordsOf = (matches: readonly ({ handle?: unknown } | undefined)[]) =>
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
    promise = Promise.all([layoutWords(locale), page(locale)]).then(([layout, own]) => {
      const words = { locale, layout, translations: { ...layout.translations, ...own.translations } };
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
  { location, matches }: { location: { pathname: string }; matches: readonly ({ handle?: unknown } | undefined)[] },
  build: (t: Translate, locale: Locale) => PageSeo,
): MetaDescriptor[] {
  const locale = localeOf(location.pathname);
  const words = locale === "en" ? undefined : loadedWords(locale, pageWordsOf(matches));
  const t: Translate = (english) => translatedIn(words?.translations ?? {}, english);
  return pageMeta({ ...build(t, locale), locale });
}
