import { pageFormWords } from "~/locales/bn/page-forms";
import type { LocalePage } from "~/locales/words";

/** The survey booking's form fields' words; the page's own are content/bn/book-survey.json. */
export const translations = {
  ...pageFormWords,
} satisfies LocalePage["translations"];
