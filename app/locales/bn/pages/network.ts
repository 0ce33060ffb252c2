import type { LocalePage } from "~/locales/words";

/** The page's own words are its phrases (./network.phrases.ts); its price table is the page's data. */
export const translations = {} satisfies LocalePage["translations"];
