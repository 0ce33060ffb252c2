import { faqs } from "~/locales/hi/content/faqs";
import { pageFormWords } from "~/locales/hi/page-forms";
import type { LocalePage } from "~/locales/words";

export const translations = {
  ...faqs,
  ...pageFormWords,
} satisfies LocalePage["translations"];
