import { defenceRelocation } from "~/locales/bn/content/service-pages/defence-relocation";
import { servicePageWords } from "~/locales/bn/service-page";
import type { Dictionary } from "~/locales/book";

export const translations = { ...servicePageWords, ...defenceRelocation } satisfies Dictionary;
