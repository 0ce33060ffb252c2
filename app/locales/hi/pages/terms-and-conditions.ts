import type { LocalePage } from "~/locales/words";

/** The page's words and text are its content (content/hi/terms-and-conditions.json, legal.json). */
export const translations = {} satisfies LocalePage["translations"];
