import { jobs } from "~/locales/hi/content/jobs";
import { pageFormWords } from "~/locales/hi/page-forms";
import { careerSections } from "~/locales/hi/sections/career";
import type { LocalePage } from "~/locales/words";

export const translations = {
  ...pageFormWords,
  ...careerSections,
  ...jobs,
} satisfies LocalePage["translations"];
