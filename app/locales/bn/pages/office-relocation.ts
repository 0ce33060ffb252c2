import { officeRelocation } from "~/locales/bn/content/service-pages/office-relocation";
import { servicePageWords } from "~/locales/bn/service-page";
import type { Dictionary } from "~/locales/book";

export const translations = { ...servicePageWords, ...officeRelocation } satisfies Dictionary;
