import { ratingText } from "~/locales/bn/content/facts";
import { testimonials } from "~/locales/bn/content/testimonials";
import { genitive } from "~/locales/bn/grammar";
import { testimonialSections } from "~/locales/bn/sections/testimonials";
import type { Dictionary } from "~/locales/book";

const words = {
  title: "গ্রাহকদের মতামত — শিফটিংয়ের আসল রিভিউ",
  description:
    "পরিবার আর কোম্পানিগুলি আমাদের সঙ্গে শিফটিং নিয়ে কী বলছে, পড়ুন: সারা ভারতে বাড়ি, অফিস ও গাড়ি শিফটিংয়ের আসল রিভিউ।",
  eyebrow: `আমাদের গ্রাহকদের রেটিং: ${ratingText}`,
  heading: (brand: string) => `${genitive(brand)} খুশি গ্রাহকেরা`,
  intro: "সারা ভারতের পরিবার, অফিসার আর কোম্পানিগুলি আমাদের সঙ্গে শিফটিংয়ের পরে কী বলেন।",
  ratingAfter: "। নিচের প্রতিটি রিভিউতে লেখা আছে, সেটি কোন শিফটিং নিয়ে আর কবেকার।",
};

export const translations = {
  ...testimonialSections,
  ...testimonials,
  testimonialsWords: words,
} satisfies Dictionary;
