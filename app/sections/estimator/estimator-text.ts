import type { Place } from "~/content/distances";
import type { Price } from "~/content/prices/types";
import { words } from "~/content/translation";
import { rupees } from "~/lib/estimate";

/**
 * What the estimator's libraries write (app/lib/estimate, app/lib/inventory) and the places they name, as the page
 * shows them (issue 18). The same texts go to the office in English (the free-estimate request, the attached
 * inventory), so the libraries keep writing English and a language's module (./hi-text.ts) translates them here,
 * on the screen only.
 */
export const estimatorTextWords = words("estimatorTextWords", {
  /** A line, cell, caption, note or missing choice of an estimate or a quote, or a notice about a saved list. */
  text: (english: string) => english,
  /** A price as the result shows it: "₹8,100–11,700", "as actual". */
  price: (price: Price) => rupees(price),
  /** An office's city. */
  place: (place: Place) => place.name,
});
