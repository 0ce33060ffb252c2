/** The service pages' template words in Hindi, paired with the English words of each section. */
import type { Dictionary } from "~/locales/book";
import { numberWord, ratingText } from "~/locales/hi/content/facts";

export const serviceSections = {
  serviceCardListWords: { tips: "सुझाव" },
  serviceHeroWords: {
    getFreeQuote: "फ्री कोटेशन पाएं",
    callNow: "अभी कॉल करें",
    ibaApproved: "IBA अप्रूव्ड",
    rated: `रेटिंग ${ratingText}`,
  },
  concernsWords: {
    title: "शिफ्टिंग से जुड़ी आम चिंताएं",
    intro: "बुकिंग से पहले ग्राहक हमसे सबसे ज्यादा यही सवाल पूछते हैं — और हर एक का हमारे पास क्या हल है।",
    row: "चिंताएं और हमारे हल",
    solution: "हमारा हल: ",
  },
  timingAndCostWords: {
    row: "कब शिफ्ट करें और कैसे बचत करें",
    idealTime: "शिफ्टिंग का सही समय",
    costEffective: "कम खर्च के तरीके",
  },
} satisfies Dictionary;

export const serviceSectionPhrases = {
  servicePricesWords: {
    eyebrow: "अनुमानित चार्ज",
    foldSummary: (caption: string) => `${caption.replace(/\s*\(.*\)\s*$/, "")}: कीमतें`,
  },
  servicePageWords: {
    bannerTitle: "पूरी शिफ्टिंग के लिए एक ही मूवर",
    stepsEyebrow: (steps: number) => `${numberWord(steps)} आसान स्टेप`,
  },
} satisfies Dictionary;
