import type { LocalePage } from "~/locales/words";

const words = {
  title: "शिकायत मिल गई",
  description:
    "हमारे नाम से धोखाधड़ी करने वाले के बारे में बताने के लिए धन्यवाद। हम हर शिकायत की जांच करते हैं और ज्यादा जानकारी चाहिए होगी तो आपको कॉल करेंगे।",
  eyebrow: "शिकायत मिल गई",
  heading: "हमें बताने के लिए धन्यवाद",
  intro: "हम हर शिकायत की जांच करते हैं और हमारे नाम का इस्तेमाल करने वाले नंबरों और वेबसाइटों के बारे में दूसरे ग्राहकों को सावधान करते हैं।",
  cardHeading: "आपकी शिकायत हम तक पहुंच गई है",
  back: "“क्या यह सच में हम हैं?” पर वापस जाएं",
  home: "होम पेज",
  helplineBefore: "अगर आपके पैसे चले गए हैं, तो अभी राष्ट्रीय साइबर क्राइम हेल्पलाइन",
  helplineAfter: "पर कॉल करें। शिफ्टिंग से जुड़ी किसी भी बात के लिए हमें",
  callAfter: " पर कॉल करें।",
};

export const translations = {
  reportReceivedWords: words,
} satisfies LocalePage["translations"];
