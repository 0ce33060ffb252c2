import { aboutPhrases } from "~/locales/bn/sections/about";
import type { LocalePhrases } from "~/locales/words";

/** The about page's Bengali words that are functions of what it shows; the rest are its data (./about.ts). */
export const translations = { ...aboutPhrases } satisfies LocalePhrases["translations"];
