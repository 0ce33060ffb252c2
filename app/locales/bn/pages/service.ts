import { servicePages } from "~/locales/bn/content/service-pages";
import { testimonials } from "~/locales/bn/content/testimonials";
import { pageFormWords } from "~/locales/bn/page-forms";
import { serviceSections } from "~/locales/bn/sections/services";
import type { Dictionary } from "~/locales/book";

export const translations = {
  ...pageFormWords,
  ...serviceSections,
  ...testimonials,
  ...servicePages,
} satisfies Dictionary;
