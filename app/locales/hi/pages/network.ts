import type { LocalePage } from "~/locales/words";

/** The page's own words are its data (content/hi/network.json). */
export const translations = {} satisfies LocalePage["translations"];
