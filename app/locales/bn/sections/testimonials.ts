/** The testimonials page's section words in Bengali, translated by the names their sections give them. */
import { indianNumber } from "~/config/numbers";
import type { Dictionary } from "~/locales/book";

/** Latin digits with Indian grouping: "1,284" (docs/bengali-glossary.md). */

/** The grid's words are functions of the counts shown: script, in the page's phrases module. */
export const testimonialSectionPhrases = {
  testimonialGridWords: {
    title: "গ্রাহকদের নিজেদের কথায়",
    intro: "বাড়ি, অফিস, গাড়ি, ডিফেন্স আর শিল্পকর্মের শিফটিং — কলকাতা থেকে চেন্নাই আর মাঝের সব শহর থেকে।",
    translatedNote: "গ্রাহকেরা এই রিভিউগুলি ইংরেজিতে লিখেছিলেন; এখানে তার বাংলা অনুবাদ।",
    list: (n: number) => `গ্রাহকদের ${indianNumber(n)}টি রিভিউ`,
    more: (n: number) => `গ্রাহকদের আরও ${indianNumber(n)}টি রিভিউ`,
    filters: "রিভিউ বাছাই করুন",
    service: "পরিষেবা",
    allServices: "সব পরিষেবা",
    city: "শহর",
    allCities: "সব শহর",
    showing: (shown: number, total: number) => `${indianNumber(total)}টির মধ্যে ${indianNumber(shown)}টি দেখানো হচ্ছে`,
    showMore: (n: number) => `আরও ${indianNumber(n)}টি রিভিউ দেখুন`,
    showFewer: "কম রিভিউ দেখান",
    none: "দুটো ফিল্টারের সঙ্গে মেলে এমন কোনো রিভিউ নেই। অন্য কোনো পরিষেবা বা শহর বেছে নিন।",
  },
} satisfies Dictionary;
