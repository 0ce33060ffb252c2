import { serviceSectionPhrases } from "~/locales/hi/sections/services";
import type { LocalePhrases } from "~/locales/words";

/** The services page's Hindi words that are functions of what it shows; the rest are its data (./our-services.ts). */
export const translations = { ...serviceSectionPhrases } satisfies LocalePhrases["translations"];
