import { verifySectionPhrases } from "~/locales/bn/sections/verify";
import type { LocalePhrases } from "~/locales/words";

/** The verify page's Bengali words that are functions of what it shows; the rest are its data (./verify.ts). */
export const translations = { ...verifySectionPhrases } satisfies LocalePhrases["translations"];
