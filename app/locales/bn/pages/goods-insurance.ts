import { pageFormWords } from "~/locales/bn/page-forms";
import type { LocalePage } from "~/locales/words";

/** The words of the form the insurance page shows; the page's own are its content (content/bn/goods-insurance.json). */
export const translations = { ...pageFormWords } satisfies LocalePage["translations"];
