import { ratingText } from "~/locales/bn/content/facts";
import { genitive } from "~/locales/bn/grammar";
import { testimonialSectionPhrases } from "~/locales/bn/sections/testimonials";
import type { LocalePhrases } from "~/locales/words";

const words = {
  title: "গ্রাহকদের মতামত — শিফটিংয়ের আসল রিভিউ",
  description:
    "পরিবার আর কোম্পানিগুলি আমাদের সঙ্গে শিফটিং নিয়ে কী বলছে, পড়ুন: সারা ভারতে বাড়ি, অফিস ও গাড়ি শিফটিংয়ের আসল রিভিউ।",
  eyebrow: `আমাদের গ্রাহকদের রেটিং: ${ratingText}`,
  heading: (brand: string) => `${genitive(brand)} খুশি গ্রাহকেরা`,
  intro: "সারা ভারতের পরিবার, অফিসার আর কোম্পানিগুলি আমাদের সঙ্গে শিফটিংয়ের পরে কী বলেন।",
  ratingAfter: "। নিচের প্রতিটি রিভিউতে লেখা আছে, সেটি কোন শিফটিং নিয়ে আর কবেকার।",
};

/**
 * The testimonials page's Bengali words that are functions of what it shows; the rest are its data (./testimonials.ts).
 */
export const translations = {
  ...testimonialSectionPhrases,
  testimonialsWords: words,
} satisfies LocalePhrases["translations"];
