/** The home page's hero words in Hindi, and its sections' words that are functions of what they show. */
import type { Dictionary } from "~/locales/book";
import { numberWord, ratingText, replyText, yearsText } from "~/locales/hi/content/facts";

export const homeSections = {
  homeHeroWords: {
    badge: "IBA अप्रूव्ड पैकर्स एंड मूवर्स",
    title: "तेज, सुरक्षित और किफायती शिफ्टिंग, ",
    titleAccent: "पूरे भारत में",
    introBefore: "ट्रेंड टीम, कई परतों वाली पैकिंग और ",
    introAfter: ` के साथ घर, ऑफिस, कार और बाइक की शिफ्टिंग। बताइए आप कहां जा रहे हैं — कोटेशन फ्री है और ${replyText} हमारे कोऑर्डिनेटर आपको कॉल करेंगे।`,
    getQuote: "कोटेशन पाएं",
    bookSurvey: "या अपनी सुविधा के समय पर फ्री सर्वे बुक करें",
    learnMore: "और जानें",
    learnMoreRest: ": हमारे बारे में",
    rating: ratingText,
    ratingLabel: "ग्राहक रेटिंग",
    years: yearsText,
    yearsLabel: "से पूरे भारत में शिफ्टिंग",
    safetyLabel: "सुरक्षा गारंटी",
  },
} satisfies Dictionary;

export const homeSectionPhrases = {
  homeProcessWords: {
    intro: (steps) => `आपकी पहली कॉल से आखिरी कार्टन खुलने तक, ${numberWord(steps)} आसान स्टेप।`,
  },
  testimonialBannerWords: {
    slide: (n: number, count: number) => `${count} में से ${n}`,
  },
  clientLogoWords: {
    region: (title: string) => `${title}: कंपनियों के लोगो`,
    firstInView: (name: string, n: number, count: number) => `सबसे पहले दिख रहा है: ${name}, ${count} में से ${n}`,
    logo: (name: string) => `${name} का लोगो`,
  },
} satisfies Dictionary;
