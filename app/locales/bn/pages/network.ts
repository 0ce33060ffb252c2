import type { LocalePage } from "~/locales/words";

/** The page's own words are its data (content/bn/network.json). */
export const translations = {} satisfies LocalePage["translations"];
