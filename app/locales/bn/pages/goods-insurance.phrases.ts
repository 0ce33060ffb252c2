import { numberWord } from "~/locales/bn/content/facts";
import type { LocalePhrases } from "~/locales/words";

const words = {
  name: "জিনিসপত্রের বিমা",
  description:
    "ঘরোয়া জিনিসপত্র আর গাড়ির ট্রানজিট বিমা: অল রিস্ক আর ওয়্যারহাউস-টু-ওয়্যারহাউস কভার, মূল্যের {premium} প্রিমিয়াম আর প্রতিটি ক্লেমে সাহায্য।",
  eyebrow: "ট্রানজিট বিমা",
  heading: "জিনিসপত্রের বিমা",
  typesEyebrow: "আপনার কভার বেছে নিন",
  typesHeading: "জিনিসপত্রের বিমার ধরন",
  benefitsHeading: "শিফটিংয়ের বিমা কেন আমাদের মাধ্যমে করাবেন",
  faqTitle: "জিনিসপত্রের বিমা: আপনার প্রশ্ন",
  faqIntro: (questions: number) => `শিফটিংয়ের বিমা নিয়ে আমাদের সবচেয়ে বেশি জিজ্ঞেস করা ${numberWord(questions)}টি প্রশ্ন।`,
};

/**
 * The goods insurance page's Bengali words that are functions of what it shows; the rest are its data
 * (./goods-insurance.ts).
 */
export const translations = {
  goodsInsuranceWords: words,
} satisfies LocalePhrases["translations"];
