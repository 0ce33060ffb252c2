import { helpSections } from "~/locales/bn/sections/services-guides";
import type { LocalePage } from "~/locales/words";

export const translations = {
  ...helpSections,
} satisfies LocalePage["translations"];
