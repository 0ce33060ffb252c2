import { localShifting } from "~/locales/bn/content/service-pages/local-shifting";
import { servicePageWords } from "~/locales/bn/service-page";
import type { Dictionary } from "~/locales/book";

export const translations = { ...servicePageWords, ...localShifting } satisfies Dictionary;
