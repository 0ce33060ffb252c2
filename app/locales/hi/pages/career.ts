import { pageFormWords } from "~/locales/hi/page-forms";
import type { LocalePage } from "~/locales/words";

/** The words of the forms the career page shows; the page's own are its content (content/hi/career.json). */
export const translations = { ...pageFormWords } satisfies LocalePage["translations"];
