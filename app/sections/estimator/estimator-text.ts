import { words } from "~/content/translation";
import { englishPhrases } from "~/lib/estimate";

/**
 * The language the estimator's libraries (app/lib/estimate, app/lib/inventory) write the page's estimate and quote
 * in. What goes to the office is written with the English phrases whatever the page's language; a language's module
 * (app/locales/<code>/sections/estimator-text.ts) gives its own here.
 */
export const estimatorTextWords = words("estimatorTextWords", {
  /** The quick estimate's lines, cells, notes and missing choices (the item list's are in inventoryTextWords). */
  say: englishPhrases,
});
