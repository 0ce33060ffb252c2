import type { Dictionary } from "~/locales/book";
import { fineArtsRelocation } from "~/locales/hi/content/service-pages/fine-arts-relocation";
import { servicePageWords } from "~/locales/hi/service-page";

export const translations = { ...servicePageWords, ...fineArtsRelocation } satisfies Dictionary;
