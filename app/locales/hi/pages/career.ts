import { pageFormWords } from "~/locales/hi/page-forms";
import { careerSections } from "~/locales/hi/sections/career";
import type { LocalePage } from "~/locales/words";

export const translations = {
  ...pageFormWords,
  ...careerSections,
} satisfies LocalePage["translations"];
