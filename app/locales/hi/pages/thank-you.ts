import type { LocalePage } from "~/locales/words";

/** The page's words are its content (content/hi/thank-you.json). */
export const translations = {} satisfies LocalePage["translations"];
