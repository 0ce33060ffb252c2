import type { Translation } from "~/content/translation";
import { translate } from "~/content/translation";
import { freeEstimateWords } from "~/routes/free-estimate";

const words = {
  title: "फ्री एस्टीमेट — शिफ्टिंग का लिखित कोटेशन पाएं",
  description:
    "फ्री एस्टीमेट के लिए अनुरोध भेजें: बताइए कि कहां से कहां, कब और क्या शिफ्ट करना है, और बिना किसी छिपे चार्ज के लिखित कोटेशन पाइए।",
  eyebrow: "फ्री कोटेशन",
  heading: "फ्री एस्टीमेट",
  intro: "बताइए कि कहां, कब और क्या शिफ्ट करना है। हम आपको कॉल करके लिखित कोटेशन देंगे — फ्री, और बिना किसी छिपे चार्ज के।",
  nextSteps: "आगे क्या होगा",
  steps: [
    {
      title: "हम आपका अनुरोध पढ़ते हैं",
      text: "हमारे शिफ्टिंग कोऑर्डिनेटर रूट, तारीख और आपके सामान की जानकारी जांचते हैं।",
    },
    {
      title: "हम आपको कॉल करते हैं",
      text: "हम सारी जानकारी पक्की करते हैं, और जरूरत हो तो आपके घर पर फ्री सर्वे बुक करते हैं।",
    },
    {
      title: "आपको लिखित कोटेशन मिलता है",
      text: "पैकिंग, ट्रांसपोर्ट और बीमा का हर चीज का अलग हिसाब, बिना किसी छिपे चार्ज के।",
    },
  ],
  step: (n: number) => ["स्टेप ", n, ": "],
  talk: "सीधे बात करना चाहते हैं?",
  call: "कॉल करें: ",
};

export const translations: Translation[] = [translate(freeEstimateWords, words)];
