import type { LocalePage } from "~/locales/words";

/** None of the page's own: its words and cards are its content (content/bn/our-services.json). */
export const translations = {} satisfies LocalePage["translations"];
