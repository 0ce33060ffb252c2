import { faqs } from "~/locales/bn/content/faqs";
import { pageFormWords } from "~/locales/bn/page-forms";
import { helpSections } from "~/locales/bn/sections/services-guides";
import type { LocalePage } from "~/locales/words";

export const translations = {
  ...faqs,
  ...pageFormWords,
  ...helpSections,
} satisfies LocalePage["translations"];
