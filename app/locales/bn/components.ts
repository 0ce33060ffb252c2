/**
 * The shared components' words in Bengali (docs/bengali-glossary.md), each paired with the English words its
 * component exports: data, which the layout's loader hands every Bengali page (./layout.ts). The records with a
 * function among their words are ./phrases.ts.
 */
import type { Dictionary } from "~/locales/book";

/** Latin digits with Indian grouping: "1,284" (docs/bengali-glossary.md). */

export const components = {} satisfies Dictionary;
