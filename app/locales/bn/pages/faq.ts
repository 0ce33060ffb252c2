import { safetyGuarantee } from "~/locales/bn/content/guarantee";
import type { LocalePage } from "~/locales/words";

/** The words of the guarantee the FAQ page shows; the page's own are its content (content/bn/faq.json). */
export const translations = { ...safetyGuarantee } satisfies LocalePage["translations"];
