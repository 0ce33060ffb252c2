import { priceTables } from "~/locales/hi/content/prices";
import type { LocalePage } from "~/locales/words";

export const translations = {
  ...priceTables,
} satisfies LocalePage["translations"];
