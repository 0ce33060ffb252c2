import type { LocalePage } from "~/locales/words";

/** The page's words are its content (content/hi/not-found.json). */
export const translations = {} satisfies LocalePage["translations"];

/** No canonical: the page answers every unknown address under /hi (pre-rendered once as hi/404.html). */
