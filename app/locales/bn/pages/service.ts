import type { Translation } from "~/content/translation";
import { servicePages } from "~/locales/bn/content/service-pages";
import { testimonials } from "~/locales/bn/content/testimonials";
import { serviceSections } from "~/locales/bn/sections/services";

export const translations: Translation[] = [...serviceSections, testimonials, ...servicePages];
