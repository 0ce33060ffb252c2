import { serviceSectionPhrases } from "~/locales/bn/sections/services";
import type { LocalePhrases } from "~/locales/words";

/** The services page's Bengali words that are functions of what it shows; the rest are its data (./our-services.ts). */
export const translations = { ...serviceSectionPhrases } satisfies LocalePhrases["translations"];
