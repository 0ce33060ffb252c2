import type { Dictionary } from "~/locales/book";
import { officeRelocation } from "~/locales/hi/content/service-pages/office-relocation";
import { servicePageWords } from "~/locales/hi/service-page";

export const translations = { ...servicePageWords, ...officeRelocation } satisfies Dictionary;
