import type { LocalePage } from "~/locales/words";

/** The page's words and reviews are its content (content/bn/testimonials-page.json, testimonials.json). */
export const translations = {} satisfies LocalePage["translations"];
