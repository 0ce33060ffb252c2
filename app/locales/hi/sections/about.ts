/** The About page's section words in Hindi, translated by the names their sections give them. */
import { MOVE_STEP_COUNT } from "~/content/process";
import type { Dictionary } from "~/locales/book";
import { numberWord, replyText } from "~/locales/hi/content/facts";

export const aboutSections = {
  principlesWords: {
    title: "हम किन बातों पर चलते हैं",
    values: "हमारे उसूल",
  },
  countersWords: { title: "हमारा काम, आंकड़ों में" },
  aboutStepsWords: {
    title: `${numberWord(MOVE_STEP_COUNT)} स्टेप में हम आपकी शिफ्टिंग कैसे करते हैं`,
    step: "स्टेप",
  },
  aboutCtaWords: {
    title: "शिफ्टिंग करने वाले हैं?",
    intro: `अभी हमारे शिफ्टिंग कोऑर्डिनेटर से बात करें, या अपनी जानकारी भेजें: ${replyText} कोऑर्डिनेटर फ्री एस्टीमेट के साथ आपको कॉल करेगा।`,
    callNow: "अभी कॉल करें",
    on: "इस नंबर पर",
  },
} satisfies Dictionary;

export const aboutPhrases = {
  serviceTabsWords: {
    title: "हम क्या-क्या शिफ्ट करते हैं",
    intro: "एक कमरे से लेकर पूरे कॉर्पोरेट कैंपस तक: चुनें कि आप किस तरह की शिफ्टिंग की तैयारी कर रहे हैं।",
    tabList: "शिफ्टिंग के प्रकार",
    services: (tab: string) => `${tab} शिफ्टिंग की सेवाएं`,
    related: "इससे जुड़ी सेवाएं",
  },
} satisfies Dictionary;
