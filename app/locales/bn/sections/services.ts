/** The service pages' template words in Bengali, paired with the English words of each section. */
import { translateWords } from "~/content/translation";
import { numberWord, ratingText } from "~/locales/bn/content/facts";
import { genitive } from "~/locales/bn/strings";
import type { concernsWords } from "~/sections/services/concerns";
import type { serviceCardListWords } from "~/sections/services/service-card-list";
import type { serviceHeroWords } from "~/sections/services/service-hero";
import type { servicePageWords } from "~/sections/services/service-page";
import type { servicePricesWords } from "~/sections/services/service-prices";
import type { timingAndCostWords } from "~/sections/services/timing-and-cost";

export const serviceSections = [
  translateWords<typeof serviceCardListWords>("serviceCardListWords", { tips: "পরামর্শ" }),
  translateWords<typeof serviceHeroWords>("serviceHeroWords", {
    getFreeQuote: "ফ্রি কোটেশন নিন",
    callNow: "এখনই ফোন করুন",
    ibaApproved: "IBA অনুমোদিত",
    rated: `রেটিং ${ratingText}`,
  }),
  translateWords<typeof servicePricesWords>("servicePricesWords", {
    eyebrow: "আনুমানিক চার্জ",
    foldSummary: (caption: string) => `${genitive(caption.replace(/\s*\(.*\)\s*$/, ""))} দাম`,
  }),
  translateWords<typeof concernsWords>("concernsWords", {
    title: "শিফটিং নিয়ে সাধারণ দুশ্চিন্তা",
    intro: "বুকিংয়ের আগে গ্রাহকেরা আমাদের সবচেয়ে বেশি এই প্রশ্নগুলিই করেন — আর প্রতিটির জন্য আমাদের কী সমাধান আছে।",
    row: "দুশ্চিন্তা আর আমাদের সমাধান",
    solution: "আমাদের সমাধান: ",
  }),
  translateWords<typeof timingAndCostWords>("timingAndCostWords", {
    row: "কখন শিফট করবেন আর কীভাবে খরচ বাঁচাবেন",
    idealTime: "শিফটিংয়ের সঠিক সময়",
    costEffective: "খরচ কমানোর উপায়",
  }),
  translateWords<typeof servicePageWords>("servicePageWords", {
    bannerTitle: "পুরো শিফটিংয়ের জন্য একটাই মুভার",
    stepsEyebrow: (steps: number) => `${numberWord(steps)}টি সহজ ধাপ`,
  }),
];
