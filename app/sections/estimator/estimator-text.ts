import type { Price } from "~/content/prices/types";
import { words } from "~/content/translation";
import { englishPhrases, rupees } from "~/lib/estimate";

/**
 * The language the estimator's libraries (app/lib/estimate, app/lib/inventory) write the page's estimate and quote
 * in, and the prices they name, as the page shows them. What goes to the office is written
 * with the English phrases whatever the page's language; a language's module (app/locales/<code>/sections/estimator-text.ts) gives its own here.
 */
export const estimatorTextWords = words("estimatorTextWords", {
  /** The quick estimate's lines, cells, notes and missing choices (the item list's are in inventoryTextWords). */
  say: englishPhrases,
  /** A price as the result shows it: "₹8,100–11,700", "as actual". */
  price: (price: Price) => rupees(price),
});
