/**
 * The moving plan's page words in Bengali (docs/bengali-glossary.md); its tasks, kinds of move, home sizes and the
 * labels of its links are content (content/bn/moving-plan.json).
 */
import { calendar } from "~/locales/bn/calendar";
import type { LocalePage } from "~/locales/words";

const words = {
  title: "আপনার শিফটিংয়ের প্ল্যান: তারিখ ধরে পুরো চেকলিস্ট",
  description:
    "আপনার শিফটিং আর তারিখ মেনে সপ্তাহ ধরে চেকলিস্ট: সোসাইটির এনওসি, গ্যাস, স্কুলের টিসি, গাড়ির কাগজ, ঠিকানা বদল। টিক দিন, প্রিন্ট করুন বা ক্যালেন্ডারে যোগ করুন।",
  eyebrow: "শিফটিংয়ের চেকলিস্ট",
  heading: "আপনার শিফটিংয়ের প্ল্যান",
  intro:
    "শিফটিংয়ের তারিখ আর শিফটিংয়ের ধরন জানান। ছ'সপ্তাহ আগে থেকে শিফটিংয়ের এক সপ্তাহ পর পর্যন্ত কী কখন করতে হবে, আর কেন, আমরা সাজিয়ে দেব।",
};

export const translations = {
  movingPlanWords: words,
  planDateWords: {
    // Short months are clipped words in this language: a task's day names the month whole.
    months: calendar.months,
  },
  planCtaWords: {
    surveyTitle: "তিন সপ্তাহ বা তার বেশি বাকি: ফ্রি সার্ভের ঠিক সময়",
    surveyText: "সার্ভেয়ার বাড়িতে এসে বা ভিডিও কলে আপনার জিনিসপত্র দেখেন, আর আপনি কোনো লুকোনো চার্জ ছাড়া লিখিত কোটেশন পান।",
    bothTitle: "দুই থেকে তিন সপ্তাহ বাকি",
    bothText: "শিফটিংয়ের আগে এখনও সার্ভে করানো যায়। তারিখ পাকা হলে ফোন করলে তাড়াতাড়ি ঠিক হয়ে যাবে।",
    callTitle: "এক সপ্তাহেরও কম বাকি",
    callText: "এখনই ফোন করুন: হাতে থাকা দিনগুলির মধ্যেই আমরা সার্ভে আর শিফটিং দুটোই করে দেব।",
    survey: "ফ্রি সার্ভে বুক করুন",
    call: "এখনই ফোন করুন",
  },
} satisfies LocalePage["translations"];
