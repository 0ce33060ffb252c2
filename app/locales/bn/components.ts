/**
 * The shared components' words in Bengali (docs/bengali-glossary.md), each paired with the English words its
 * component exports: data, which the layout's loader hands every Bengali page (./layout.ts). The records with a
 * function among their words are ./phrases.ts.
 */
import { asActual } from "~/locales/bn/phrases";
import type { Dictionary } from "~/locales/book";

/** Latin digits with Indian grouping: "1,284" (docs/bengali-glossary.md). */

export const components = {
  bookSurveyLinkWords: { label: "ফ্রি সার্ভে বুক করুন" },
  guaranteeLinkWords: { label: "100% সুরক্ষা গ্যারান্টি" },
  mapWords: {
    show: "ম্যাপ দেখান",
    source: "ম্যাপটি OpenStreetMap থেকে লোড হবে",
    larger: "বড় ম্যাপ দেখুন",
    newTab: "(OpenStreetMap নতুন ট্যাবে খুলবে)",
  },
  servicesBannerWords: {
    title: "সব ধরনের শিফটিংয়ের জন্য একটাই টিম",
    text: "বাড়ি, অফিস, কার, বাইক, শিল্পকর্ম আর স্টোরেজ — একই প্রশিক্ষিত টিম প্যাক করে, পৌঁছে দেয় আর বিমা করিয়ে দেয়।",
    button: "আমাদের সব পরিষেবা দেখুন",
  },
  howItWorksWords: {
    title: "কীভাবে কাজ হয়?",
    step: "ধাপ",
    row: "শিফটিংয়ের ধাপগুলি",
  },
  foldedParagraphsWords: { readMore: "আরও পড়ুন" },
  officeContactWords: {
    address: "ঠিকানা",
    phone: "ফোন",
    email: "ই-মেল",
    hours: "সময়",
  },
  faqWords: {
    title: "সাধারণ প্রশ্ন",
    eyebrow: "প্রশ্নোত্তর",
    intro: "সার্ভে, প্যাকিং, ট্র্যাকিং, ক্লেম আর তারিখ নিয়ে ছোট ছোট উত্তর। তবুও কোনো সন্দেহ থাকলে যেকোনো দিন ফোন করুন।",
  },
  safetyGuaranteeWords: {
    eyebrow: "আমাদের প্রতিশ্রুতি, বিস্তারিত",
    title: "100% সুরক্ষা গ্যারান্টি মানে কী",
    intro:
      "আমাদের প্যাক করা কোনো জিনিস আমাদের দায়িত্বে থাকার সময় হারিয়ে গেলে বা ক্ষতি হলে, আমরা তা পূরণ করে দিই। এর মধ্যে ঠিক কী কী পড়ে, তা নিচে দেওয়া হল।",
    covered: "কী কী গ্যারান্টির মধ্যে পড়ে",
    howToClaim: "কীভাবে ক্লেম করবেন",
    limits: "সীমাবদ্ধতা",
    summary: "কী কী গ্যারান্টির মধ্যে পড়ে, কীভাবে ক্লেম করবেন আর সীমাবদ্ধতা",
    readTerms: "আমাদের শর্তাবলির ক্লেমের অংশটি পড়ুন",
  },
  testimonialCardsWords: {
    heading: "সন্তুষ্ট গ্রাহক",
    intro: "শিফটিংয়ের পরে পরিবার আর কোম্পানিগুলি আমাদের সম্পর্কে কী বলেছেন।",
    readAll: "সব গ্রাহকের রিভিউ পড়ুন",
    translatedNote: "গ্রাহকেরা এই রিভিউগুলি ইংরেজিতে লিখেছিলেন; এখানে তার বাংলা অনুবাদ।",
  },
  priceTableWords: {
    note: "সব দামই আনুমানিক, ফ্রি সার্ভের পরে চূড়ান্ত হয়।",
    covers: "এই দামের মধ্যে আছে:",
    stop: "।",
    estimate: "আপনার শিফটিংয়ের খরচ জেনে নিন",
    asActual,
  },
} satisfies Dictionary;
