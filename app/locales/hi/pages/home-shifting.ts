import type { Dictionary } from "~/locales/book";
import { homeShifting } from "~/locales/hi/content/service-pages/home-shifting";
import { servicePageWords } from "~/locales/hi/service-page";

export const translations = { ...servicePageWords, ...homeShifting } satisfies Dictionary;
