import type { Dictionary } from "~/locales/book";
import { safetyGuarantee } from "~/locales/hi/content/guarantee";
import { serviceSections } from "~/locales/hi/sections/services";

/** What every service page gives in Hindi beside its own content: its sections' words and forms, as data. */
export const servicePageWords = {
  ...safetyGuarantee,
  ...serviceSections,
} satisfies Dictionary;
