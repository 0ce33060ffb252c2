import { createContext, type ReactNode, use, useMemo } from "react";

import { idOf } from "~/content/translation";

/** A language's records by id (typed where they are written: app/locales/book.ts). */
export type Records = Readonly<Record<string, unknown>>;

const Translations = createContext<Records>({});

/**
 * A page's content in its language: the layout wraps a translated page in this with its dictionary
 * (app/locales/<code>/…), and the sections read each record through `useTranslated`. English pages have no
 * provider and read their own records. A provider inside another adds its words to the outer ones: a part of the
 * page whose words load with its code (components/deferred.tsx).
 */
export function TranslationsProvider({ dictionary, children }: { dictionary: Records; children: ReactNode }) {
  const outer = use(Translations);
  const merged = useMemo(
    () => (Object.keys(outer).length === 0 ? dictionary : { ...outer, ...dictionary }),
    [outer, dictionary],
  );
  return <Translations value={merged}>{children}</Translations>;
}

/** An English record in a dictionary's language: its translation under the record's id, else the record itself. */
export const translatedIn = <T,>(dictionary: Records, english: T): T => {
  const id = idOf(english);
  return ((id === undefined ? undefined : dictionary[id]) as T | undefined) ?? english;
};

/** An English record in the page's language: its translation when the page has one, else the record itself. */
export const useTranslated = <T,>(english: T): T => translatedIn(use(Translations), english);
