import { verifySections } from "~/locales/hi/sections/verify";
import type { LocalePage } from "~/locales/words";

const words = {
  title: "क्या यह सच में हम हैं? पैसे देने से पहले जांचें",
  description:
    "हमारे असली फोन नंबर, ई-मेल और वेबसाइट, हम पेमेंट कैसे लेते हैं, हमारा कोटेशन और LR कैसा दिखता है, और हमारे नाम से धोखाधड़ी करने वालों की शिकायत कैसे करें।",
  eyebrow: "धोखाधड़ी से बचाव",
  heading: "क्या यह सच में हम हैं?",
  jump: "धोखाधड़ी की शिकायत करें",
  introBefore: "नकली पैकर्स एंड मूवर्स असली कंपनियों के नाम और लोगो की नकल करते हैं, ",
  introAfter: " की भी। चार बातें जांचकर आप जान सकते हैं कि कोई कॉल, कोटेशन या पेमेंट की मांग सच में हमारी तरफ से है या नहीं।",
  seeAlso: "हमारी",
  paymentTerms: "पेमेंट की शर्तें",
  seeAlsoEnd: " भी देखें।",
};

export const translations = {
  ...verifySections,
  verifyWords: words,
} satisfies LocalePage["translations"];
