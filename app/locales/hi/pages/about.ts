import type { LocalePage } from "~/locales/words";

/** None of the page's own: its words and records are its content (content/hi/about.json). */
export const translations = {} satisfies LocalePage["translations"];
