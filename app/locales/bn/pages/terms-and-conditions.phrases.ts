import { termsSections } from "~/locales/bn/content/legal";
import type { LocalePhrases } from "~/locales/words";

/**
 * The terms' Bengali words that are functions of what they show; the rest are their data (./terms-and-conditions.ts).
 */
export const translations = { ...termsSections } satisfies LocalePhrases["translations"];
