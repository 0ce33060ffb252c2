import { estimatorSections } from "~/locales/hi/sections/estimator";
import type { LocalePage } from "~/locales/words";

export const translations = {
  ...estimatorSections,
} satisfies LocalePage["translations"];
