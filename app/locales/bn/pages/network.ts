import { priceTables } from "~/locales/bn/content/prices";
import type { LocalePage } from "~/locales/words";

export const translations = {
  ...priceTables,
} satisfies LocalePage["translations"];
