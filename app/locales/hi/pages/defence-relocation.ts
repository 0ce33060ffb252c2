import type { Dictionary } from "~/locales/book";
import { defenceRelocation } from "~/locales/hi/content/service-pages/defence-relocation";
import { servicePageWords } from "~/locales/hi/service-page";

export const translations = { ...servicePageWords, ...defenceRelocation } satisfies Dictionary;
