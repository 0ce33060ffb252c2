import { fineArtsRelocation } from "~/locales/bn/content/service-pages/fine-arts-relocation";
import { servicePageWords } from "~/locales/bn/service-page";
import type { Dictionary } from "~/locales/book";

export const translations = { ...servicePageWords, ...fineArtsRelocation } satisfies Dictionary;
