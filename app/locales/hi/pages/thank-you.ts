import type { LocalePage } from "~/locales/words";

const words = {
  title: "धन्यवाद",
  description: "आपके अनुरोध के लिए धन्यवाद। हमारी टीम जल्द ही फ्री कोटेशन के साथ आपको कॉल करेगी।",
  eyebrow: "अनुरोध मिल गया",
  heading: "धन्यवाद",
  intro: "आपका अनुरोध हमें मिल गया है। हमारी टीम का कोई सदस्य जल्द ही आपको कॉल करेगा।",
  cardHeading: "आपका कोटेशन का अनुरोध हम तक पहुंच गया है",
  home: "होम पेज पर वापस जाएं",
  services: "हमारी सेवाएं देखें",
  callBefore: "अपना फोन पास रखें। शिफ्टिंग जल्दी करनी है तो हमें",
  callAfter: " पर कॉल करें।",
};

export const translations = {
  thankYouWords: words,
} satisfies LocalePage["translations"];
