import { safetyGuarantee } from "~/locales/bn/content/guarantee";
import type { Dictionary } from "~/locales/book";

/** What every service page gives in Bengali beside its own content, as data: the guarantee's and the forms' words; the template's words are content (service-page.json). */
export const servicePageWords = {
  ...safetyGuarantee,
} satisfies Dictionary;
