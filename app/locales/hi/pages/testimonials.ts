import { testimonials } from "~/locales/hi/content/testimonials";
import type { LocalePage } from "~/locales/words";

export const translations = {
  ...testimonials,
} satisfies LocalePage["translations"];
