import type { LocalePage } from "~/locales/words";

/** The page's words and text are its content (content/bn/privacy-policy.json, legal.json). */
export const translations = {} satisfies LocalePage["translations"];
