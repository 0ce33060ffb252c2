import type { LocalePage } from "~/locales/words";

/** The page's words are functions (./testimonials.phrases.ts); its reviews come from the content folder. */
export const translations = {} satisfies LocalePage["translations"];
