import { createContext, type ReactNode, use, useMemo } from "react";

import { nameOf, type Translation } from "~/content/translation";

const Translations = createContext<ReadonlyMap<unknown, unknown>>(new Map());

/**
 * A page's content in its language: the layout wraps a translated page in this with its translations
 * (app/locales/<code>/…), and the sections read each record through `useTranslated`. English pages have no
 * provider and read their own records.
 */
export function TranslationsProvider({
  translations,
  children,
}: {
  translations: readonly Translation[];
  children: ReactNode;
}) {
  const map = useMemo(() => new Map(translations), [translations]);
  return <Translations value={map}>{children}</Translations>;
}

const lookup =
  (translations: ReadonlyMap<unknown, unknown>) =>
  <T,>(english: T): T =>
    ((translations.get(english) ?? translations.get(nameOf(english))) as T | undefined) ?? english;

/** An English record in the page's language: its translation when the page has one, else the record itself. */
export const useTranslated = <T,>(english: T): T => lookup(use(Translations))(english);

/** The same lookup as a function, for code that picks its records later (a route's chat topic). */
export const useTranslate = () => lookup(use(Translations));

/** The same lookup outside React (a route's `meta`). */
export const translatedIn = <T,>(translations: readonly Translation[], english: T): T =>
  (translations.find(([record]) => record === english || record === nameOf(english))?.[1] as T | undefined) ?? english;
