import { homeSectionPhrases } from "~/locales/bn/sections/home";
import type { LocalePhrases } from "~/locales/words";

/** The home page's Bengali words that are functions of what it shows; the rest are its data (./home.ts). */
export const translations = { ...homeSectionPhrases } satisfies LocalePhrases["translations"];
