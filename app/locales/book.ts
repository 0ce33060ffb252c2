/**
 * Every record of words on the site, by its id: what each language's dictionary translates. A language's modules
 * (app/locales/<code>/) are each `satisfies Dictionary`, so an id the English lacks or a text of the wrong shape
 * fails the typecheck, and its book.ts lists them all, so an id no module translates fails it too.
 */
import type { Translated } from "~/content/translation";
import type * as sectionsEstimatorInventoryInventoryText from "~/sections/estimator/inventory/inventory-text";

export interface Book {
  inventoryTextWords: typeof sectionsEstimatorInventoryInventoryText.inventoryTextWords;
}

/** A part of a language's dictionary: some ids, each with its record in that language. */
export type Dictionary = { readonly [K in keyof Book]?: Translated<Book[K]> };

type IdsOf<D> = D extends unknown ? keyof D : never;

/**
 * `true` when the dictionaries `D` (a union of a language's modules' types) translate every id of the book;
 * otherwise the ids they miss, named in the typecheck's error.
 */
export type Complete<D> = [Exclude<keyof Book, IdsOf<D>>] extends [never]
  ? true
  : { missing: Exclude<keyof Book, IdsOf<D>> };
