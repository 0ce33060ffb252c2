import { homeSectionPhrases } from "~/locales/hi/sections/home";
import type { LocalePhrases } from "~/locales/words";

/** The home page's Hindi words that are functions of what it shows; the rest are its data (./home.ts). */
export const translations = { ...homeSectionPhrases } satisfies LocalePhrases["translations"];
