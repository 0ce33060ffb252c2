import type { LocalePage } from "~/locales/words";

/** The page's words and charges are its content (content/hi/charges-page.json, charges.json). */
export const translations = {} satisfies LocalePage["translations"];
