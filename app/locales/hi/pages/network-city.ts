import type { LocalePage } from "~/locales/words";

/** The page's own words are its data (content/hi/network-city.json, network.json for an unknown city). */
export const translations = {} satisfies LocalePage["translations"];
