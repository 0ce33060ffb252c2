import { safetyGuarantee } from "~/locales/bn/content/guarantee";
import type { LocalePage } from "~/locales/words";

export const translations = {
  ...safetyGuarantee,
} satisfies LocalePage["translations"];
