/**
 * The shared components' words in Hindi (docs/hindi-glossary.md), each paired with the English words its
 * component exports: data, which the layout's loader hands every Hindi page (./layout.ts). The records with a
 * function among their words are ./phrases.ts.
 */
import type { Dictionary } from "~/locales/book";
import { asActual } from "~/locales/hi/phrases";

export const components = {
  bookSurveyLinkWords: { label: "फ्री सर्वे बुक करें" },
  guaranteeLinkWords: { label: "100% सुरक्षा गारंटी" },
  mapWords: {
    show: "नक्शा दिखाएं",
    source: "नक्शा OpenStreetMap से लोड होगा",
    larger: "बड़ा नक्शा देखें",
    newTab: "(OpenStreetMap नए टैब में खुलेगा)",
  },
  servicesBannerWords: {
    title: "हर तरह की शिफ्टिंग के लिए एक ही टीम",
    text: "घर, ऑफिस, कार, बाइक, कलाकृतियां और स्टोरेज — एक ही ट्रेंड टीम पैक करती है, पहुंचाती है और बीमा करवाती है।",
    button: "हमारी सभी सेवाएं देखें",
  },
  howItWorksWords: {
    title: "यह कैसे काम करता है?",
    step: "स्टेप",
    row: "शिफ्टिंग के स्टेप",
  },
  foldedParagraphsWords: { readMore: "और पढ़ें" },
  officeContactWords: {
    address: "पता",
    phone: "फोन",
    email: "ई-मेल",
    hours: "समय",
  },
  faqWords: {
    title: "अक्सर पूछे जाने वाले सवाल",
    eyebrow: "सवाल-जवाब",
    intro: "सर्वे, पैकिंग, ट्रैकिंग, क्लेम और तारीखों के बारे में छोटे-छोटे जवाब। फिर भी कोई शंका हो तो किसी भी दिन कॉल करें।",
  },
  safetyGuaranteeWords: {
    eyebrow: "हमारा वादा, पूरा का पूरा",
    title: "100% सुरक्षा गारंटी का मतलब क्या है",
    intro:
      "हमारा पैक किया कोई सामान हमारे पास रहते खो जाए या टूट जाए, तो हम उसकी भरपाई करते हैं। इसमें ठीक-ठीक क्या आता है, यहां पढ़ें।",
    covered: "किसकी गारंटी है",
    howToClaim: "क्लेम कैसे करें",
    limits: "सीमाएं",
    summary: "किसकी गारंटी है, क्लेम कैसे करें और सीमाएं",
    readTerms: "हमारी शर्तों में क्लेम वाला हिस्सा पढ़ें",
  },
  testimonialCardsWords: {
    heading: "खुश ग्राहक",
    intro: "शिफ्टिंग के बाद परिवारों और कंपनियों ने हमारे बारे में क्या कहा।",
    readAll: "सभी ग्राहकों के रिव्यू पढ़ें",
    translatedNote: "ग्राहकों ने ये रिव्यू अंग्रेजी में लिखे थे; यहां उनका हिन्दी अनुवाद है।",
  },
  priceTableWords: {
    note: "सभी कीमतें अनुमानित हैं और फ्री सर्वे के बाद पक्की होती हैं।",
    covers: "इस कीमत में शामिल:",
    stop: "।",
    estimate: "अपनी शिफ्टिंग का खर्च जानें",
    asActual,
  },
} satisfies Dictionary;
