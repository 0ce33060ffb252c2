import type { Complete } from "~/locales/book";

import type * as inventoryPart from "./parts/inventory";

/**
 * The Hindi dictionary is whole: every id of the book (../book.ts) is translated by the layout or a page.
 * When one is missing, the typecheck fails here and names it.
 */
export const complete: Complete<
  // The words of the estimator's item list, which load with its code.
  (typeof inventoryPart)["inventoryBuilder"]
> = true;
