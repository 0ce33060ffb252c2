import type { LocalePage } from "~/locales/words";

/** None of the page's own: its words and tips are its content (content/hi/packing.json). */
export const translations = {} satisfies LocalePage["translations"];
