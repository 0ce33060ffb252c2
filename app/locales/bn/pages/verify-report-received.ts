import type { LocalePage } from "~/locales/words";

/** The page's words are its content (content/bn/verify-report-received.json). */
export const translations = {} satisfies LocalePage["translations"];
