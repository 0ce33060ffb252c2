/** The service pages' template words in Bengali, paired with the English words of each section. */
import { numberWord, ratingText } from "~/locales/bn/content/facts";
import { genitive } from "~/locales/bn/grammar";
import type { Dictionary } from "~/locales/book";

export const serviceSections = {
  serviceCardListWords: { tips: "পরামর্শ" },
  serviceHeroWords: {
    getFreeQuote: "ফ্রি কোটেশন নিন",
    callNow: "এখনই ফোন করুন",
    ibaApproved: "IBA অনুমোদিত",
    rated: `রেটিং ${ratingText}`,
  },
  concernsWords: {
    title: "শিফটিং নিয়ে সাধারণ দুশ্চিন্তা",
    intro: "বুকিংয়ের আগে গ্রাহকেরা আমাদের সবচেয়ে বেশি এই প্রশ্নগুলিই করেন — আর প্রতিটির জন্য আমাদের কী সমাধান আছে।",
    row: "দুশ্চিন্তা আর আমাদের সমাধান",
    solution: "আমাদের সমাধান: ",
  },
  timingAndCostWords: {
    row: "কখন শিফট করবেন আর কীভাবে খরচ বাঁচাবেন",
    idealTime: "শিফটিংয়ের সঠিক সময়",
    costEffective: "খরচ কমানোর উপায়",
  },
} satisfies Dictionary;

/** The records whose words are functions of what the page shows: script, in the page's phrases module. */
export const serviceSectionPhrases = {
  servicePricesWords: {
    eyebrow: "আনুমানিক চার্জ",
    foldSummary: (caption: string) => `${genitive(caption.replace(/\s*\(.*\)\s*$/, ""))} দাম`,
  },
  servicePageWords: {
    bannerTitle: "পুরো শিফটিংয়ের জন্য একটাই মুভার",
    stepsEyebrow: (steps: number) => `${numberWord(steps)}টি সহজ ধাপ`,
  },
} satisfies Dictionary;
