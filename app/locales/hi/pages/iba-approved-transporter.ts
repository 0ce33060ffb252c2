import { safetyGuarantee } from "~/locales/hi/content/guarantee";
import type { LocalePage } from "~/locales/words";

export const translations = {
  ...safetyGuarantee,
} satisfies LocalePage["translations"];
