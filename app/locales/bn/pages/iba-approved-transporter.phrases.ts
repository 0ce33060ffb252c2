import { numberWord } from "~/locales/bn/content/facts";
import type { LocalePhrases } from "~/locales/words";

const words = {
  name: "IBA অনুমোদিত ট্রান্সপোর্টার",
  description:
    "ব্যাংক কর্মীদের বদলির জন্য IBA অনুমোদিত ট্রান্সপোর্টার: ব্যাংকে গ্রাহ্য বিল, বিমা সহ শিফটিং আর সারা দেশে ব্রাঞ্চ। জেনে নিন, অনুমোদনের মানে কী।",
  eyebrow: "ব্যাংকের অনুমোদিত শিফটিং কোম্পানি",
  heading: "IBA অনুমোদিত ট্রান্সপোর্টার",
  benefitsHeading: "IBA অনুমোদিত ট্রান্সপোর্টারের সুবিধা",
  benefitsIntro: "শিফটিংয়ের খরচ যখন আপনার ব্যাংক দেয়, তখন এই অনুমোদন আপনাকে কী দেয়।",
  faqTitle: "IBA অনুমোদন: আপনার প্রশ্ন",
  faqIntro: (questions: number) => `IBA অনুমোদন নিয়ে আমাদের সবচেয়ে বেশি জিজ্ঞেস করা ${numberWord(questions)}টি প্রশ্ন।`,
  testimonialsIntro: "ব্যাংক কর্মী আর তাঁদের পরিবার, বদলির সময় যাঁদের শিফটিং আমরা করেছি।",
};

/**
 * The IBA page's Bengali words that are functions of what it shows; the rest are its data
 * (./iba-approved-transporter.ts).
 */
export const translations = {
  ibaWords: words,
} satisfies LocalePhrases["translations"];
