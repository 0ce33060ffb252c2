import type { LocalePage } from "~/locales/words";

/** The page's own words are its data (content/bn/network-city.json, network.json for an unknown city). */
export const translations = {} satisfies LocalePage["translations"];
