import { servicePages } from "~/locales/bn/content/service-pages";
import { testimonials } from "~/locales/bn/content/testimonials";
import { serviceSections } from "~/locales/bn/sections/services";
import type { Dictionary } from "~/locales/book";

export const translations = {
  ...serviceSections,
  ...testimonials,
  ...servicePages,
} satisfies Dictionary;
