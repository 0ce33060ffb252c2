import { pageFormWords } from "~/locales/bn/page-forms";
import type { LocalePage } from "~/locales/words";

export const translations = {
  ...pageFormWords,
} satisfies LocalePage["translations"];
