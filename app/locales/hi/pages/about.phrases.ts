import { aboutPhrases } from "~/locales/hi/sections/about";
import type { LocalePhrases } from "~/locales/words";

/** The about page's Hindi words that are functions of what it shows; the rest are its data (./about.ts). */
export const translations = { ...aboutPhrases } satisfies LocalePhrases["translations"];
