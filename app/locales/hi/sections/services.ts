/** The service pages' template words in Hindi, paired with the English words of each section. */
import { translateWords } from "~/content/translation";
import { numberWord, ratingText } from "~/locales/hi/content/facts";
import type { concernsWords } from "~/sections/services/concerns";
import type { serviceCardListWords } from "~/sections/services/service-card-list";
import type { serviceHeroWords } from "~/sections/services/service-hero";
import type { servicePageWords } from "~/sections/services/service-page";
import type { servicePricesWords } from "~/sections/services/service-prices";
import type { timingAndCostWords } from "~/sections/services/timing-and-cost";

export const serviceSections = [
  translateWords<typeof serviceCardListWords>("serviceCardListWords", { tips: "सुझाव" }),
  translateWords<typeof serviceHeroWords>("serviceHeroWords", {
    getFreeQuote: "फ्री कोटेशन पाएं",
    callNow: "अभी कॉल करें",
    ibaApproved: "IBA अप्रूव्ड",
    rated: `रेटिंग ${ratingText}`,
  }),
  translateWords<typeof servicePricesWords>("servicePricesWords", {
    eyebrow: "अनुमानित चार्ज",
    foldSummary: (caption: string) => `${caption.replace(/\s*\(.*\)\s*$/, "")}: कीमतें`,
  }),
  translateWords<typeof concernsWords>("concernsWords", {
    title: "शिफ्टिंग से जुड़ी आम चिंताएं",
    intro: "बुकिंग से पहले ग्राहक हमसे सबसे ज्यादा यही सवाल पूछते हैं — और हर एक का हमारे पास क्या हल है।",
    row: "चिंताएं और हमारे हल",
    solution: "हमारा हल: ",
  }),
  translateWords<typeof timingAndCostWords>("timingAndCostWords", {
    row: "कब शिफ्ट करें और कैसे बचत करें",
    idealTime: "शिफ्टिंग का सही समय",
    costEffective: "कम खर्च के तरीके",
  }),
  translateWords<typeof servicePageWords>("servicePageWords", {
    bannerTitle: "पूरी शिफ्टिंग के लिए एक ही मूवर",
    stepsEyebrow: (steps: number) => `${numberWord(steps)} आसान स्टेप`,
  }),
];
