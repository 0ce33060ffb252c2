import type { LocalePage } from "~/locales/words";

/** None of the page's own: its words and tips are its content (content/bn/packing.json). */
export const translations = {} satisfies LocalePage["translations"];
