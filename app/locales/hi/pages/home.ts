import { homeSections } from "~/locales/hi/sections/home";
import type { LocalePage } from "~/locales/words";

/** The hero's words in Hindi; the words below it are the page's content (content/hi/home.json). */
export const translations = { ...homeSections } satisfies LocalePage["translations"];
