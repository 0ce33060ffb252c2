import { safetyGuarantee } from "~/locales/bn/content/guarantee";
import { serviceSections } from "~/locales/bn/sections/services";
import type { Dictionary } from "~/locales/book";

/** What every service page gives in Bengali beside its own content, as data: its sections' words and forms. */
export const servicePageWords = {
  ...safetyGuarantee,
  ...serviceSections,
} satisfies Dictionary;
