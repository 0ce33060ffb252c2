import type { LocalePage } from "~/locales/words";

const words = {
  title: "পেজ পাওয়া যায়নি",
  description: "আপনি যে পেজটি খুঁজছেন, সেটি এখানে নেই। হোম পেজে ফিরে যান বা আমাদের শিফটিং পরিষেবাগুলি দেখুন।",
};

export const translations = {
  notFoundPageWords: words,
} satisfies LocalePage["translations"];

/** No canonical: the page answers every unknown address under /bn (pre-rendered once as bn/404.html). */
