import { homeShifting } from "~/locales/bn/content/service-pages/home-shifting";
import { servicePageWords } from "~/locales/bn/service-page";
import type { Dictionary } from "~/locales/book";

export const translations = { ...servicePageWords, ...homeShifting } satisfies Dictionary;
