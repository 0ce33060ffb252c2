import { CLAIM_WINDOW_HOURS } from "~/content/guarantee";
import { legalSections } from "~/locales/bn/sections/legal";
import type { LocalePage } from "~/locales/words";

const words = {
  title: "নিয়ম ও শর্তাবলি — শিফটিং পরিষেবার জন্য",
  description: `আমাদের শিফটিং পরিষেবার নিয়ম ও শর্তাবলি: পরিষেবার পরিধি, পেমেন্ট, গ্রাহকের দায়িত্ব, ডেলিভারির ${CLAIM_WINDOW_HOURS} ঘণ্টার মধ্যে ক্লেম, আমাদের দায় আর প্রযোজ্য আইন।`,
  eyebrow: "আইনি তথ্য",
  heading: "নিয়ম ও শর্তাবলি",
  intro: "এই শর্তগুলি আমাদের প্রতিটি কোটেশন আর আমাদের করা প্রতিটি শিফটিংয়ে প্রযোজ্য। বুকিংয়ের আগে দয়া করে পড়ে নিন।",
};

export const translations = {
  ...legalSections,
  termsWords: words,
} satisfies LocalePage["translations"];
