import { serviceSectionPhrases } from "~/locales/bn/sections/services";
import type { LocalePhrases } from "~/locales/words";

/**
 * The seven service pages' Bengali words that are functions of what a page shows (the prices, the steps); the rest
 * are each page's data (../service-page.ts).
 */
export const translations = { ...serviceSectionPhrases } satisfies LocalePhrases["translations"];
