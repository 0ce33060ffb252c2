/**
 * The moving plan's page words in Hindi (docs/hindi-glossary.md); its tasks, kinds of move, home sizes and the
 * labels of its links are content (content/hi/moving-plan.json).
 */
import { calendar } from "~/locales/hi/calendar";
import type { LocalePage } from "~/locales/words";

const words = {
  title: "आपकी शिफ्टिंग का प्लान: तारीख के साथ पूरी चेकलिस्ट",
  description:
    "आपकी तारीख के हिसाब से हफ्ते-दर-हफ्ते की चेकलिस्ट: सोसाइटी की एनओसी, गैस, स्कूल का टीसी, गाड़ी के कागज, पता बदलना। टिक करें, प्रिंट करें या कैलेंडर में जोड़ें।",
  eyebrow: "शिफ्टिंग की चेकलिस्ट",
  heading: "आपकी शिफ्टिंग का प्लान",
  intro:
    "शिफ्टिंग की तारीख और शिफ्टिंग का प्रकार बताइए। हम बताएंगे कि क्या और कब करना है, छह हफ्ते पहले से लेकर शिफ्टिंग के एक हफ्ते बाद तक, और हर काम क्यों जरूरी है।",
};

export const translations = {
  movingPlanWords: words,
  planDateWords: {
    // Short months are clipped words in this language: a task's day names the month whole.
    months: calendar.months,
  },
  planCtaWords: {
    surveyTitle: "तीन हफ्ते या ज्यादा बाकी: फ्री सर्वे का सही समय",
    surveyText: "सर्वेयर घर आकर या वीडियो कॉल पर आपका सामान देखता है, और आपको बिना किसी छिपे चार्ज के लिखित कोटेशन मिलता है।",
    bothTitle: "दो से तीन हफ्ते बाकी",
    bothText: "शिफ्टिंग से पहले सर्वे अभी भी हो सकता है। अगर तारीख पक्की है, तो कॉल करने से बात जल्दी तय होगी।",
    callTitle: "एक हफ्ते से कम बाकी",
    callText: "अभी कॉल करें: बचे हुए दिनों में हम सर्वे और शिफ्टिंग दोनों करवा देंगे।",
    survey: "अपना फ्री सर्वे बुक करें",
    call: "अभी कॉल करें",
  },
} satisfies LocalePage["translations"];
