import { networkSectionPhrases } from "~/locales/bn/sections/network";
import { cityNotFoundSections } from "~/locales/bn/sections/network-not-found";
import type { Dictionary } from "~/locales/book";
import type { LocalePhrases } from "~/locales/words";

const words = {
  networkCityWords: {
    notFoundTitle: "শহর পাওয়া যায়নি",
    notFoundDescription: "এই শহরের জন্য এখনও আমাদের ব্রাঞ্চের পেজ নেই। আমাদের নেটওয়ার্ক কোন কোন শহরে কাজ করে, দেখে নিন।",
  },
} satisfies Dictionary;

/**
 * The city pages' Bengali words that are functions of what they show, and the unknown city's, which a mistyped link
 * followed in the app shows without data; the rest are their data (./network-city.ts).
 */
export const translations = {
  ...networkSectionPhrases,
  ...cityNotFoundSections,
  ...words,
} satisfies LocalePhrases["translations"];
