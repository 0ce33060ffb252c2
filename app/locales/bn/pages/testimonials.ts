import { testimonials } from "~/locales/bn/content/testimonials";
import type { LocalePage } from "~/locales/words";

export const translations = {
  ...testimonials,
} satisfies LocalePage["translations"];
