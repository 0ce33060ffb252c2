import type { LocalePage } from "~/locales/words";

/** The page's own words are its phrases (./network-city.phrases.ts); its prices are the page's data. */
export const translations = {} satisfies LocalePage["translations"];
