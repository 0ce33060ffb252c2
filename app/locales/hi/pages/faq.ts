import { replyText } from "~/locales/hi/content/facts";
import { safetyGuarantee } from "~/locales/hi/content/guarantee";
import type { LocalePage } from "~/locales/words";

const words = {
  title: "अक्सर पूछे जाने वाले सवाल — शिफ्टिंग से जुड़े जवाब",
  description: "पैकिंग, सर्वे, ट्रैकिंग, बीमा क्लेम, कार-बाइक ट्रांसपोर्ट और शिफ्टिंग की तारीख बदलने के बारे में आम सवालों के जवाब।",
  eyebrow: "सवाल-जवाब",
  heading: "अक्सर पूछे जाने वाले सवाल",
  intro: "शिफ्टिंग से पहले लोग हमसे जो सबसे ज्यादा पूछते हैं, उनके सीधे-सीधे जवाब।",
  questionsTitle: "शिफ्टिंग से पहले",
  questionsEyebrow: "आपके सवाल",
  contactTitle: "आपके सवाल का जवाब नहीं मिला?",
  contactText: `हमारे शिफ्टिंग कोऑर्डिनेटर से बात करें — फोन के समय में हम ${replyText} जवाब देते हैं, हिन्दी, अंग्रेजी या बांग्ला में।`,
  contactButton: "संपर्क करें",
};

export const translations = {
  ...safetyGuarantee,
  faqPageWords: words,
} satisfies LocalePage["translations"];
