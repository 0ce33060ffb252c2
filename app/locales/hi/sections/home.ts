/** The home page's section words in Hindi, paired with the English words of each section. */
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
  serviceCardsWords: {
    eyebrow: "हम क्या-क्या शिफ्ट करते हैं",
    title: "हर जरूरत के लिए शिफ्टिंग सर्विस",
    intro: "कोई भी सर्विस चुनें और देखें कि उसमें क्या शामिल है, हम कैसे काम करते हैं और खर्च कितना आता है।",
    learnMore: "और जानें",
    row: "हमारी सर्विस",
  },
  homePriceWords: {
    title: "पैकर्स एंड मूवर्स के चार्ज",
    eyebrow: "अनुमानित कीमतें",
    intro:
      "प्लान बनाने में मदद के लिए रुपयों में अनुमानित चार्ज। आपकी सही कीमत सामान की मात्रा, मंजिल और लिफ्ट की सुविधा और तारीख पर निर्भर करती है, और फ्री सर्वे के बाद लिखित में तय होती है।",
    localNote: "एक ही शहर के अंदर की अनुमानित कीमतें।",
    nationalNote: "कोलकाता से अनुमानित कीमतें; कार ट्रांसपोर्ट घरेलू सामान के अलावा है।",
    nationalFold: "कोलकाता से दूसरे शहरों तक की कीमतें",
  },
  whyChooseUsWords: {
    title: "हमें ही क्यों चुनें",
    eyebrow: "परिवार हम पर भरोसा क्यों करते हैं",
    intro: "शिफ्टिंग एक निजी काम है। हम आपके घर को वैसे ही संभालते हैं जैसे हम चाहेंगे कि कोई हमारे माता-पिता का घर संभाले।",
    record: "हमारा रिकॉर्ड",
    row: "हमें चुनने की वजहें",
  },
} satisfies Dictionary;

export const homeSectionPhrases = {
  homeProcessWords: {
    eyebrow: "हमारी प्रक्रिया",
    intro: (steps) => `आपकी पहली कॉल से आखिरी कार्टन खुलने तक, ${numberWord(steps)} आसान स्टेप।`,
  },
  testimonialBannerWords: {
    title: "हमारे ग्राहक क्या कहते हैं",
    eyebrow: "ग्राहकों की राय",
    slide: (n: number, count: number) => `${count} में से ${n}`,
    subject: "ग्राहकों की राय",
  },
  clientLogoWords: {
    title: "खुश ग्राहक",
    eyebrow: "कंपनियों का भरोसा",
    intro:
      "जब किसी कंपनी के कर्मचारियों का तबादला होता है, ऑफिस शिफ्ट होता है या स्टॉक के लिए सुरक्षित जगह चाहिए, तो पूरे भारत की कंपनियां हमें बुलाती हैं।",
    subject: "कंपनियों के लोगो",
    region: (title: string) => `${title}: कंपनियों के लोगो`,
    firstInView: (name: string, n: number, count: number) => `सबसे पहले दिख रहा है: ${name}, ${count} में से ${n}`,
    logo: (name: string) => `${name} का लोगो`,
  },
} satisfies Dictionary;
