import type { Complete } from "~/locales/book";

import type * as phrases from "./phrases";

/**
 * The Hindi dictionary is whole: every id of the book (../book.ts) is translated by the layout or a page.
 * When one is missing, the typecheck fails here and names it.
 */
export const complete: Complete<(typeof phrases)["translations"]> = true;
