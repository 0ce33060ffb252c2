import { indianNumber } from "~/config/numbers";
import { FAMILIES_MOVED } from "~/content/facts";
import { locations } from "~/content/jobs";
import { numberWord, yearsText } from "~/locales/bn/content/facts";
import { jobs } from "~/locales/bn/content/jobs";
import { pageFormWords } from "~/locales/bn/page-forms";
import { careerSections } from "~/locales/bn/sections/career";
import type { Dictionary } from "~/locales/book";

const families = `${indianNumber(FAMILIES_MOVED)}+ পরিবারের`;

const words = {
  title: "কেরিয়ার — প্যাকার্স অ্যান্ড মুভার্স কোম্পানিতে চাকরি",
  description: `বেড়ে চলা প্যাকার্স অ্যান্ড মুভার্স কোম্পানিতে চাকরি: ${numberWord(locations.length)}টি শহরে অপারেশনস, ড্রাইভার, কাস্টমার সার্ভিস, সেলস, আইটি, ফিনান্স ও এইচআর-এর পদ।`,
  eyebrow: "আমাদের সঙ্গে যোগ দিন",
  heading: "কেরিয়ার",
  jump: (count: number) => `${count}টি খালি পদ দেখুন`,
  intro: `এমন এক বেড়ে চলা টিমের অংশ হোন, যারা ${yearsText} ধরে ${families} শিফটিং করেছে। খালি পদগুলি দেখুন আর দুই মিনিটে আবেদন করুন।`,
};

export const translations = {
  ...pageFormWords,
  ...careerSections,
  ...jobs,
  careerWords: words,
} satisfies Dictionary;
