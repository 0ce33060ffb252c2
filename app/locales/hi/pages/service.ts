import type { Translation } from "~/content/translation";
import { servicePages } from "~/locales/hi/content/service-pages";
import { testimonials } from "~/locales/hi/content/testimonials";
import { serviceSections } from "~/locales/hi/sections/services";

export const translations: Translation[] = [...serviceSections, testimonials, ...servicePages];
