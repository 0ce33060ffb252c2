import type { Dictionary } from "~/locales/book";
import { numberWord } from "~/locales/hi/content/facts";
import type { LocalePhrases } from "~/locales/words";

const words = {
  name: "सामान का बीमा",
  description:
    "घरेलू सामान और वाहनों का ट्रांजिट बीमा: ऑल रिस्क और वेयरहाउस-टू-वेयरहाउस कवर, कीमत का {premium} प्रीमियम और हर क्लेम में मदद।",
  eyebrow: "ट्रांजिट बीमा",
  heading: "सामान का बीमा",
  typesEyebrow: "अपना कवर चुनें",
  typesHeading: "सामान के बीमा के प्रकार",
  benefitsHeading: "अपनी शिफ्टिंग का बीमा हमारे साथ क्यों कराएं",
  faqTitle: "सामान का बीमा: आपके सवाल",
  faqIntro: (questions: number) => `शिफ्टिंग के बीमे के बारे में हमसे सबसे ज्यादा पूछे जाने वाले ${numberWord(questions)} सवाल।`,
} satisfies Dictionary["goodsInsuranceWords"];

/**
 * The insurance page's Hindi words that are functions of what it shows; the rest are its data (./goods-insurance.ts).
 */
export const translations = { goodsInsuranceWords: words } satisfies LocalePhrases["translations"];
