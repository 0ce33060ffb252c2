/**
 * A page's content in another language (issue 18). The English records stay as they are; a language's module
 * (app/locales/hi/content/…) pairs each English record with its text in that language, in the same shape, and the pages'
 * sections look their records up (app/i18n/translations.tsx). Numbers, prices, paths and ids are read from the
 * English record, never retyped.
 *
 * Two kinds of record: content records (a service page, the FAQs), paired by the record itself, since the
 * language's content module reads its numbers and paths from it anyway; and a component's own words (a heading, a
 * button), named with `words` and paired by that name, so that a language's module needs only their type and does
 * not load the component's code with the page.
 */

/** The shape of a record's translation: the English one's, with every text free to differ. */
export type Translated<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Translated<R>
    : T extends object
      ? { [K in keyof T]: Translated<T[K]> }
      : T;

/** One English record (or the name of a component's words) and its translation. */
export type Translation = readonly [english: unknown, translated: unknown];

/** Pairs an English content record with its translation, checked against the English record's shape. */
export const translate = <T>(english: T, translated: Translated<NoInfer<T>>): Translation => [english, translated];

const names = new WeakMap<object, string>();
const named = new Map<string, object>();

/** A component's English words under a name (its export's) by which a language's module translates them. */
export function words<T extends object>(name: string, english: T): T {
  names.set(english, name);
  named.set(name, english);
  return english;
}

/** The English words of that name, once their component's module has loaded (for the tests of a language). */
export const namedWords = (name: string) => named.get(name);

/** The name `words` gave a record, if any. */
export const nameOf = (english: unknown) =>
  typeof english === "object" && english !== null ? names.get(english) : undefined;

/** Pairs a component's words (named `name`, of type `T`: `typeof` their English export) with their translation. */
export const translateWords = <T>(name: string, translated: Translated<T>): Translation => [name, translated];
