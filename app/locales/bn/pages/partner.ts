import { pageFormWords } from "~/locales/bn/page-forms";
import type { LocalePage } from "~/locales/words";

/** The words of the franchise form the page shows; the page's own are its content (content/bn/partner.json). */
export const translations = { ...pageFormWords } satisfies LocalePage["translations"];
