/**
 * How a record's words reach the other languages. Every record or word set a page shows in words has a stable id,
 * given where its English is written: `words("faqWords", {...})`. Each language's folder (app/locales/<code>/) holds a
 * dictionary from those ids to the same record in its language, typed by the English one (app/locales/book.ts), and
 * the sections read each record through `useTranslated` (app/i18n/translations.tsx). Numbers, prices, paths and ids
 * are read from the English record, never retyped.
 *
 * The id travels on the record itself, so nothing depends on which modules have loaded; a copy of a record (filtered,
 * mapped, spread) has no id and shows in English, which the translated pages' tests catch.
 */

/** The shape of a record's translation: the English one's, with every text free to differ. */
export type Translated<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Translated<R>
    : T extends object
      ? { [K in keyof T]: Translated<T[K]> }
      : T;

const ID = Symbol("words id");

/** Gives a record of English words its id, by which every language's dictionary translates it. */
export function words<T extends object>(id: string, english: T): T {
  Object.defineProperty(english, ID, { value: id });
  return english;
}

/** The id `words` gave a record, if any. */
export const idOf = (english: unknown): string | undefined =>
  (typeof english === "object" && english !== null) || typeof english === "function"
    ? (english as { [ID]?: string })[ID]
    : undefined;
