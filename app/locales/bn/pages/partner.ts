import { partnerSections } from "~/locales/bn/sections/partner";
import type { LocalePage } from "~/locales/words";

const words = {
  title: "ফ্র্যাঞ্চাইজি পার্টনারশিপ — আপনার শহরে ফ্র্যাঞ্চাইজি নিন",
  description:
    "আপনার শহরে আমাদের শিফটিং কোম্পানির ফ্র্যাঞ্চাইজি খুলুন: আমাদের ব্র্যান্ড, ট্রেনিং আর গ্রাহকের জিজ্ঞাসায় সাহায্য। আজই ফ্র্যাঞ্চাইজির জিজ্ঞাসা পাঠান।",
  eyebrow: "আমাদের সঙ্গে এগিয়ে চলুন",
  heading: "ফ্র্যাঞ্চাইজি পার্টনারশিপ",
  jump: "জিজ্ঞাসা পাঠান",
  intro: "আপনার শহরে শিফটিংয়ের ব্যবসা চালান, পেছনে থাকবে আমাদের ব্র্যান্ড, ট্রেনিং আর নিয়মিত আসা গ্রাহকের জিজ্ঞাসা।",
};

export const translations = {
  ...partnerSections,
  partnerWords: words,
} satisfies LocalePage["translations"];
