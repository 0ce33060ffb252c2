import { chargesSections } from "~/locales/bn/sections/charges";
import type { LocalePage } from "~/locales/words";

const words = {
  title: "অতিরিক্ত চার্জ",
  description:
    "শিফটিংয়ে যত অতিরিক্ত চার্জ লাগতে পারে, নিয়ম আর রেট সহ: সিঁড়ি, দূর পর্যন্ত বয়ে নেওয়া, শাটল গাড়ি, আসবাব খোলা-জোড়া, AC, স্টোরেজ, বিমা, টোল আর GST।",
  eyebrow: "কোনো লুকোনো চার্জ নেই",
  heading: "অতিরিক্ত চার্জ",
  listItems: "কোটেশনের জন্য আপনার জিনিসপত্রের তালিকা বানান",
  intro:
    "শিফটিংয়ের দামে যত চার্জ যোগ হতে পারে, তার প্রতিটি, আর যে নিয়মে তা ঠিক হয়। যে চার্জ এই পেজে নেই, তা কখনো যোগ করা হয় না।",
};

export const translations = {
  ...chargesSections,
  chargesWords: words,
} satisfies LocalePage["translations"];
