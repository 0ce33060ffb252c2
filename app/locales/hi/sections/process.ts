/** The /process page's section words in Hindi, translated by the names their sections give them. */
import { MOVE_STEP_COUNT } from "~/content/process";
import type { Dictionary } from "~/locales/book";
import { numberWord } from "~/locales/hi/content/facts";

export const processSections = {
  processStepsWords: {
    title: `${numberWord(MOVE_STEP_COUNT)} स्टेप में आपकी शिफ्टिंग`,
    intro: "शहर के अंदर एक कमरे की शिफ्टिंग हो या देश के दूसरे कोने तक 4 BHK की, प्रक्रिया वही रहती है।",
    step: "स्टेप",
    youGet: "आपको मिलता है: ",
  },
  trustReasonsWords: { title: "परिवार हम पर भरोसा क्यों करते हैं" },
  processCtaWords: {
    title: "पहले स्टेप के लिए तैयार हैं?",
    intro: "फ्री एस्टीमेट के लिए अपनी शिफ्टिंग की जानकारी भेजें, या फैसला करने से पहले हमारे किसी शिफ्टिंग एक्सपर्ट से बात करें।",
    talk: "एक्सपर्ट से बात करें",
  },
} satisfies Dictionary;
