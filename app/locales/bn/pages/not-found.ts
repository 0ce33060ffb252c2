import type { LocalePage } from "~/locales/words";

/** The page's words are its content (content/bn/not-found.json). */
export const translations = {} satisfies LocalePage["translations"];

/** No canonical: the page answers every unknown address under /bn (pre-rendered once as bn/404.html). */
