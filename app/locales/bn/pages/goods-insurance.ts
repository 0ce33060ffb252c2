import { pageFormWords } from "~/locales/bn/page-forms";
import { helpSections } from "~/locales/bn/sections/services-guides";
import type { LocalePage } from "~/locales/words";

export const translations = {
  ...pageFormWords,
  ...helpSections,
} satisfies LocalePage["translations"];
