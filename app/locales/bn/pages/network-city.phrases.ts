import { locative } from "~/locales/bn/grammar";
import { networkSectionPhrases } from "~/locales/bn/sections/network";
import { cityNotFoundSections } from "~/locales/bn/sections/network-not-found";
import type { Dictionary } from "~/locales/book";
import type { LocalePhrases } from "~/locales/words";

const words = {
  networkCityWords: {
    eyebrow: (state: string, locality: string, headOffice: boolean) =>
      `${state} · ${locality} ${headOffice ? "হেড অফিস" : "ব্রাঞ্চ"}`,
    title: (city: string) => `${locative(city)} প্যাকার্স অ্যান্ড মুভার্স`,
    description: (city, state, _locality, headOffice) =>
      `${locative(city)} (${state}) প্যাকার্স অ্যান্ড মুভার্স: আমাদের ${headOffice ? "হেড অফিসের" : "ব্রাঞ্চের"} টিম শহরের মধ্যে আর সারা ভারতে বাড়ি, অফিস ও গাড়ি শিফট করে। ফ্রি সার্ভে, লিখিত কোটেশন।`,
    call: (phone: string) => `ফোন করুন: ${phone}`,
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
