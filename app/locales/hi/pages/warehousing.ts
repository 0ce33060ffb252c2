import type { Dictionary } from "~/locales/book";
import { warehousing } from "~/locales/hi/content/service-pages/warehousing";
import { servicePageWords } from "~/locales/hi/service-page";

export const translations = { ...servicePageWords, ...warehousing } satisfies Dictionary;
