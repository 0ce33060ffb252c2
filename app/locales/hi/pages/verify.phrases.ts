import { verifySectionPhrases } from "~/locales/hi/sections/verify";
import type { LocalePhrases } from "~/locales/words";

/** The verify page's Hindi words that are functions of the company's details; the rest are its data (./verify.ts). */
export const translations = { ...verifySectionPhrases } satisfies LocalePhrases["translations"];
