/**
 * The shared components' words in Hindi (docs/hindi-glossary.md), each paired with the English words its
 * component exports: data, which the layout's loader hands every Hindi page (./layout.ts). The records with a
 * function among their words are ./phrases.ts.
 */
import type { Dictionary } from "~/locales/book";

export const components = {} satisfies Dictionary;
