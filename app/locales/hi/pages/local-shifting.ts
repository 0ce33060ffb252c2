import type { Dictionary } from "~/locales/book";
import { localShifting } from "~/locales/hi/content/service-pages/local-shifting";
import { servicePageWords } from "~/locales/hi/service-page";

export const translations = { ...servicePageWords, ...localShifting } satisfies Dictionary;
