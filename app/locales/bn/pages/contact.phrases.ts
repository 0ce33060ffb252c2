import { contactSectionPhrases } from "~/locales/bn/sections/contact";
import type { LocalePhrases } from "~/locales/words";

/** The contact page's Bengali words that are functions of what it shows; the rest are its data (./contact.ts). */
export const translations = { ...contactSectionPhrases } satisfies LocalePhrases["translations"];
