import { replyText } from "~/locales/hi/content/facts";
import { pageFormWords } from "~/locales/hi/page-forms";
import { contactSections } from "~/locales/hi/sections/contact";
import type { LocalePage } from "~/locales/words";

const words = {
  title: "संपर्क करें — कोलकाता हेड ऑफिस",
  description: `कोलकाता में हमारे हेड ऑफिस से फोन, ई-मेल या पूछताछ फॉर्म से संपर्क करें, या कॉल बैक के लिए कहें। फोन के समय में हम ${replyText} जवाब देते हैं।`,
  eyebrow: "हमसे बात करें",
  heading: "संपर्क करें",
  intro: `कॉल करें, लिखें या न्यूटाउन, कोलकाता में हमारे हेड ऑफिस आइए। फोन के समय में हम हर पूछताछ का जवाब ${replyText} देते हैं।`,
};

export const translations = {
  ...pageFormWords,
  ...contactSections,
  contactWords: words,
} satisfies LocalePage["translations"];
