import { homeSections } from "~/locales/bn/sections/home";
import type { LocalePage } from "~/locales/words";

/** The hero's words in Bengali; the words below it are the page's content (content/bn/home.json). */
export const translations = { ...homeSections } satisfies LocalePage["translations"];
