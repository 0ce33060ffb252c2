import type { Dictionary } from "~/locales/book";
import { ratingText } from "~/locales/hi/content/facts";
import { testimonialSectionPhrases } from "~/locales/hi/sections/testimonials";
import type { LocalePhrases } from "~/locales/words";

const words = {
  title: "ग्राहकों की राय — शिफ्टिंग के असली रिव्यू",
  description:
    "पढ़िए परिवार और कंपनियां हमारे साथ शिफ्टिंग के बारे में क्या कहती हैं: पूरे भारत में घर, ऑफिस और वाहन की शिफ्टिंग के असली रिव्यू।",
  eyebrow: `हमारे ग्राहकों की रेटिंग: ${ratingText}`,
  heading: (brand: string) => `${brand} के खुश ग्राहक`,
  intro: "पूरे भारत के परिवार, अफसर और कंपनियां हमारे साथ शिफ्टिंग के बाद क्या कहते हैं।",
  ratingAfter: "। नीचे हर रिव्यू में लिखा है कि वह किस शिफ्टिंग के बारे में है और कब की है।",
} satisfies Dictionary["testimonialsWords"];

/** The reviews page's Hindi words that are functions of what it shows (counts, the brand); the reviews are its data. */
export const translations = {
  ...testimonialSectionPhrases,
  testimonialsWords: words,
} satisfies LocalePhrases["translations"];
