import { pageFormWords } from "~/locales/hi/page-forms";
import { helpSections } from "~/locales/hi/sections/services-guides";
import type { LocalePage } from "~/locales/words";

export const translations = {
  ...pageFormWords,
  ...helpSections,
} satisfies LocalePage["translations"];
