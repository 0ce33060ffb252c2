import { indianNumber } from "~/config/numbers";
import { FAMILIES_MOVED } from "~/content/facts";
import { MOVE_STEP_COUNT } from "~/content/process";
import { numberWord } from "~/locales/bn/content/facts";
import { processSections } from "~/locales/bn/sections/process";
import type { LocalePage } from "~/locales/words";

const families = `${indianNumber(FAMILIES_MOVED)}+ পরিবার`;

const words = {
  title: "আমাদের শিফটিংয়ের প্রক্রিয়া — সার্ভে থেকে আনপ্যাকিং",
  description:
    "আমাদের সঙ্গে আপনার শিফটিং কীভাবে হয়, ধাপে ধাপে: ফ্রি সার্ভে, লিখিত কোটেশন, প্যাকিং, নিরাপদ ট্রান্সপোর্ট, ডেলিভারি আর আনপ্যাকিং।",
  eyebrow: "কীভাবে কাজ হয়",
  heading: "আমাদের শিফটিংয়ের প্রক্রিয়া",
  intro: `আপনার প্রথম ফোন থেকে শেষ কার্টনটি খোলা পর্যন্ত ${numberWord(MOVE_STEP_COUNT)}টি পরিষ্কার ধাপ — আর সেই কারণগুলি, যার জন্য ${families} তাঁদের বাড়ির শিফটিং আমাদের হাতে তুলে দিয়েছেন।`,
  expert: "শিফটিং বিশেষজ্ঞের সঙ্গে কথা বলুন",
};

export const translations = {
  ...processSections,
  processWords: words,
} satisfies LocalePage["translations"];
