import type { Dictionary } from "~/locales/book";
import { networkSectionPhrases } from "~/locales/hi/sections/network";
import { cityNotFoundSections } from "~/locales/hi/sections/network-not-found";
import type { LocalePhrases } from "~/locales/words";

const words = {
  networkCityWords: {
    notFoundTitle: "शहर नहीं मिला",
    notFoundDescription: "इस शहर के लिए अभी हमारी ब्रांच का पेज नहीं है। देखिए हमारा नेटवर्क किन शहरों में है।",
  },
} satisfies Dictionary;

/**
 * A city page's Hindi words that are functions of its city (names, counts, phones), and the unknown city's, which a
 * mistyped link followed in the app shows without data; the rest are its data.
 */
export const translations = {
  ...networkSectionPhrases,
  ...cityNotFoundSections,
  ...words,
} satisfies LocalePhrases["translations"];
