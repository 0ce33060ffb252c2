import { estimatorSections } from "~/locales/bn/sections/estimator";
import type { LocalePage } from "~/locales/words";

export const translations = {
  ...estimatorSections,
} satisfies LocalePage["translations"];
