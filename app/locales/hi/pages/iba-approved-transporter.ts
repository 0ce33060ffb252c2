import { safetyGuarantee } from "~/locales/hi/content/guarantee";
import { pageFormWords } from "~/locales/hi/page-forms";
import type { LocalePage } from "~/locales/words";

export const translations = {
  ...safetyGuarantee,
  ...pageFormWords,
} satisfies LocalePage["translations"];
