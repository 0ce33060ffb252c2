import type { Dictionary } from "~/locales/book";
import { servicePages } from "~/locales/hi/content/service-pages";
import { testimonials } from "~/locales/hi/content/testimonials";
import { pageFormWords } from "~/locales/hi/page-forms";
import { serviceSections } from "~/locales/hi/sections/services";

export const translations = {
  ...pageFormWords,
  ...serviceSections,
  ...testimonials,
  ...servicePages,
} satisfies Dictionary;
