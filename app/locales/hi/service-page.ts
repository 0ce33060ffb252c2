import type { Dictionary } from "~/locales/book";
import { safetyGuarantee } from "~/locales/hi/content/guarantee";

/** What every service page gives in Hindi beside its own content: the guarantee's and the forms' words, as data; the template's words are content (service-page.json). */
export const servicePageWords = {
  ...safetyGuarantee,
} satisfies Dictionary;
