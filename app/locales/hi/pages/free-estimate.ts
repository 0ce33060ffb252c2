import { pageFormWords } from "~/locales/hi/page-forms";
import type { LocalePage } from "~/locales/words";

export const translations = {
  ...pageFormWords,
} satisfies LocalePage["translations"];
