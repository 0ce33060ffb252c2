import type { Dictionary } from "~/locales/book";
import { servicePages } from "~/locales/hi/content/service-pages";
import { testimonials } from "~/locales/hi/content/testimonials";
import { serviceSections } from "~/locales/hi/sections/services";

export const translations = {
  ...serviceSections,
  ...testimonials,
  ...servicePages,
} satisfies Dictionary;
