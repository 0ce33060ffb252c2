import { warehousing } from "~/locales/bn/content/service-pages/warehousing";
import { servicePageWords } from "~/locales/bn/service-page";
import type { Dictionary } from "~/locales/book";

export const translations = { ...servicePageWords, ...warehousing } satisfies Dictionary;
