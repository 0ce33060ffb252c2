import { helpSections } from "~/locales/hi/sections/services-guides";
import type { LocalePage } from "~/locales/words";

export const translations = {
  ...helpSections,
} satisfies LocalePage["translations"];
