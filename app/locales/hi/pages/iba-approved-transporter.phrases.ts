import type { Dictionary } from "~/locales/book";
import { numberWord } from "~/locales/hi/content/facts";
import type { LocalePhrases } from "~/locales/words";

const words = {
  name: "IBA अप्रूव्ड ट्रांसपोर्टर",
  description:
    "बैंक कर्मचारियों के तबादले के लिए IBA अप्रूव्ड ट्रांसपोर्टर: बैंक में मान्य बिल, बीमे के साथ शिफ्टिंग और देशभर में ब्रांच। जानें, मान्यता का मतलब क्या है।",
  eyebrow: "बैंकों से मान्य मूवर",
  heading: "IBA अप्रूव्ड ट्रांसपोर्टर",
  benefitsHeading: "IBA अप्रूव्ड ट्रांसपोर्टर के फायदे",
  benefitsIntro: "जब शिफ्टिंग का खर्च आपका बैंक देता है, तब इस मान्यता से आपको क्या मिलता है।",
  faqTitle: "IBA मान्यता: आपके सवाल",
  faqIntro: (questions: number) => `IBA मान्यता के बारे में हमसे सबसे ज्यादा पूछे जाने वाले ${numberWord(questions)} सवाल।`,
  testimonialsIntro: "बैंक कर्मचारी और उनके परिवार, जिनकी तबादले पर शिफ्टिंग हमने की।",
} satisfies Dictionary["ibaWords"];

/**
 * The IBA page's Hindi words that are functions of what it shows; the rest are its data
 * (./iba-approved-transporter.ts).
 */
export const translations = { ibaWords: words } satisfies LocalePhrases["translations"];
