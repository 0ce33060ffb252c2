import { estimatorSections } from "~/locales/bn/sections/estimator";
import type { LocalePage } from "~/locales/words";

const words = {
  title: "শিফটিংয়ের খরচের হিসাব — সঙ্গে সঙ্গে আনুমানিক দাম",
  description:
    "আপনার শিফটিংয়ের আনুমানিক দামের রেঞ্জ সঙ্গে সঙ্গে জানুন: শহরের মধ্যে বা এক শহর থেকে অন্য শহরে, বাড়ির মাপ, কার ও বাইক — আমাদের প্রকাশিত দামের টেবিল থেকে।",
  eyebrow: "সঙ্গে সঙ্গে হিসাব",
  heading: "শিফটিংয়ের খরচের হিসাব",
  intro:
    "কী শিফট হবে আর কোথায়, বেছে নিন, আর সঙ্গে সঙ্গে আনুমানিক দামের রেঞ্জ দেখুন — আমরা যে টেবিল প্রকাশ করি, সেখান থেকেই, যাতে শিফটিংয়ের দিন কোনো অপ্রত্যাশিত খরচ না বেরোয়। অথবা নিজের জিনিসপত্রের তালিকা বানান আর প্রতিটি অতিরিক্ত চার্জ সহ কোটেশন দেখুন।",
};

export const translations = {
  ...estimatorSections,
  costEstimatorWords: words,
} satisfies LocalePage["translations"];
