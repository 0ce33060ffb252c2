import { contactSectionPhrases } from "~/locales/hi/sections/contact";
import type { LocalePhrases } from "~/locales/words";

/** The contact page's Hindi words that are functions of what it shows; the rest are its data (./contact.ts). */
export const translations = { ...contactSectionPhrases } satisfies LocalePhrases["translations"];
