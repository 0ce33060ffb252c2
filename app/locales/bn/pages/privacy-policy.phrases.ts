import { privacySections } from "~/locales/bn/content/legal";
import type { LocalePhrases } from "~/locales/words";

/**
 * The privacy policy's Bengali words that are functions of what it shows; the rest are its data (./privacy-policy.ts).
 */
export const translations = { ...privacySections } satisfies LocalePhrases["translations"];
