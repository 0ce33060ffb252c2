import { safetyGuarantee } from "~/locales/bn/content/guarantee";
import { pageFormWords } from "~/locales/bn/page-forms";
import type { LocalePage } from "~/locales/words";

export const translations = {
  ...safetyGuarantee,
  ...pageFormWords,
} satisfies LocalePage["translations"];
