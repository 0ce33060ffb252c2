import { estimatorSectionPhrases } from "~/locales/bn/sections/estimator";
import type { LocalePhrases } from "~/locales/words";

/**
 * The cost estimator's Bengali words that are functions of what it shows; the rest are its data (./cost-estimator.ts).
 */
export const translations = { ...estimatorSectionPhrases } satisfies LocalePhrases["translations"];
