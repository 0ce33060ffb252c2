import { safetyGuarantee } from "~/locales/hi/content/guarantee";
import type { LocalePhrases } from "~/locales/words";

/** The FAQ page's Hindi words that are functions of what it shows; the rest are its data (./faq.ts). */
export const translations = { ...safetyGuarantee } satisfies LocalePhrases["translations"];
