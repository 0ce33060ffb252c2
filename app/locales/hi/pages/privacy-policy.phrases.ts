import { privacySections } from "~/locales/hi/content/legal";
import type { LocalePhrases } from "~/locales/words";

/** The privacy policy's Hindi text, a function of the site's details; the rest of the page's words are its data. */
export const translations = { ...privacySections } satisfies LocalePhrases["translations"];
