import { estimatorSectionPhrases } from "~/locales/hi/sections/estimator";
import type { LocalePhrases } from "~/locales/words";

/**
 * The estimator's Hindi words that are functions of what it shows (prices, counts, the list); the rest are its data.
 */
export const translations = { ...estimatorSectionPhrases } satisfies LocalePhrases["translations"];
