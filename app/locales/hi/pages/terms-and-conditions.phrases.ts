import { termsSections } from "~/locales/hi/content/legal";
import type { LocalePhrases } from "~/locales/words";

/** The terms' Hindi text, a function of the site's details and charges; the rest of the page's words are its data. */
export const translations = { ...termsSections } satisfies LocalePhrases["translations"];
