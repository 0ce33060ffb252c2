import { pageFormWords } from "~/locales/bn/page-forms";
import type { LocalePage } from "~/locales/words";

/** The words of the forms the contact page shows; the page's own are its content (content/bn/contact.json). */
export const translations = { ...pageFormWords } satisfies LocalePage["translations"];
