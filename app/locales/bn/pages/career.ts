import { pageFormWords } from "~/locales/bn/page-forms";
import { careerSections } from "~/locales/bn/sections/career";
import type { LocalePage } from "~/locales/words";

export const translations = {
  ...pageFormWords,
  ...careerSections,
} satisfies LocalePage["translations"];
