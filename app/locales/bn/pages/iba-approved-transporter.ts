import { faqs } from "~/locales/bn/content/faqs";
import { pageFormWords } from "~/locales/bn/page-forms";
import type { LocalePage } from "~/locales/words";

export const translations = {
  ...faqs,
  ...pageFormWords,
} satisfies LocalePage["translations"];
