import type { LocalePage } from "~/locales/words";

/** The cost estimator's words are its content (content/hi/estimator.json), with its sections' and the item list's. */
export const translations = {} satisfies LocalePage["translations"];
