import { indianNumber } from "~/config/numbers";
import { FAMILIES_MOVED } from "~/content/facts";
import { yearsText } from "~/locales/bn/content/facts";
import { careerSectionPhrases } from "~/locales/bn/sections/career";
import type { Dictionary } from "~/locales/book";
import type { LocalePhrases } from "~/locales/words";

const families = `${indianNumber(FAMILIES_MOVED)}+ পরিবারের`;

/** The job application's words: its title is a function of the job. */
const applicationForm = {
  applicationForm: {
    title: (job) => `${job} পদের জন্য আবেদন করুন`,
    intro: "আপনার তথ্য আর আপনার CV-র লিঙ্ক পাঠান।",
    submit: "আবেদন পাঠান",
    sent: "পাঠানো হয়েছে!",
    success: "✅ আপনার আবেদন পাঠানো হয়েছে!",
    failure: "আবেদন পাঠানো যায়নি। কিছুক্ষণ পরে আবার চেষ্টা করুন।",
  },
} satisfies Dictionary;

const words = {
  title: "কেরিয়ার — প্যাকার্স অ্যান্ড মুভার্স কোম্পানিতে চাকরি",
  description: `বেড়ে চলা প্যাকার্স অ্যান্ড মুভার্স কোম্পানিতে চাকরি: পাঁচটি শহরে অপারেশনস, ড্রাইভার, কাস্টমার সার্ভিস, সেলস, আইটি, ফিনান্স ও এইচআর-এর পদ।`,
  eyebrow: "আমাদের সঙ্গে যোগ দিন",
  heading: "কেরিয়ার",
  jump: (count: number) => `${count}টি খালি পদ দেখুন`,
  intro: `এমন এক বেড়ে চলা টিমের অংশ হোন, যারা ${yearsText} ধরে ${families} শিফটিং করেছে। খালি পদগুলি দেখুন আর দুই মিনিটে আবেদন করুন।`,
};

/** The career page's Bengali words that are functions of what it shows; the rest are its data (./career.ts). */
export const translations = {
  ...applicationForm,
  ...careerSectionPhrases,
  careerWords: words,
} satisfies LocalePhrases["translations"];
