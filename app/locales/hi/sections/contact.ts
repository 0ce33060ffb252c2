/** The contact page's section words in Hindi, translated by the names their sections give them. */
import { OFFICE_HOURS, PHONE_HOURS } from "~/content/facts";
import type { Dictionary } from "~/locales/book";
import { replyText } from "~/locales/hi/content/facts";
import { localizedHours, localizedTime } from "~/locales/hi/grammar";

export const contactSections = {
  connectCardsWords: {
    title: "हमसे जुड़ें",
    callTitle: "हमें कॉल करें",
    callText: "जल्दी अनुमान जानने या सर्वे बुक करने के लिए हमारे शिफ्टिंग कोऑर्डिनेटर से बात करें।",
    emailTitle: "हमें ई-मेल करें",
    emailText: `अपने सामान की सूची, फोटो या क्लेम के कागजात भेजें; फोन के समय में हम ${replyText} जवाब देते हैं।`,
    callBackTitle: "कॉल बैक के लिए कहें",
    callBackText: "अपना नाम और नंबर दें, हम आपको खुद कॉल करेंगे — आपका एक पैसा नहीं लगेगा।",
    callBackButton: "मुझे कॉल करें",
  },
  enquirySectionWords: {
    title: "जल्दी और सही कोटेशन के लिए",
    tips: [
      "बताएं कि आपका घर कौन-सी मंजिल पर है, और दोनों जगह लिफ्ट है या नहीं।",
      "बड़े सामान की लिस्ट दें, जैसे अलमारी, सोफा, पियानो, या कार या बाइक।",
      "शिफ्टिंग की अपनी पसंद की तारीख लिखें, चाहे वह अभी पक्की न हो।",
      "ऑफिस की शिफ्टिंग हो तो बताएं कि कितनी वर्कस्टेशन हैं और कोई सर्वर रैक है या नहीं।",
    ],
    note: `रोज ${localizedTime(PHONE_HOURS.opens)} से ${localizedTime(PHONE_HOURS.closes)} बजे तक हम ${replyText} जवाब देते हैं; उसके बाद भेजे गए अनुरोधों का जवाब अगले दिन ${localizedTime(PHONE_HOURS.opens)} बजे से दिया जाता है।`,
  },
  followUsWords: {
    title: "हमें फॉलो करें, हमसे जुड़े रहें",
    text: "पैकिंग के टिप्स, शिफ्टिंग के दिन की फोटो और हमारे ग्राहकों के लिए ऑफर।",
  },
} satisfies Dictionary;

export const contactSectionPhrases = {
  contactHeadOfficeWords: {
    title: "हमारा हेड ऑफिस",
    intro: "अपनी शिफ्टिंग के बारे में बात करने, या IBA या सेना के तबादले के क्लेम के कागजात जमा करने के लिए सीधे ऑफिस आइए।",
    hours: `ऑफिस सोमवार से शनिवार, ${localizedHours(OFFICE_HOURS)} खुला रहता है। फोन रोज ${localizedHours(PHONE_HOURS)} उठाए जाते हैं।`,
    map: (brand: string) => `न्यूटाउन, कोलकाता में ${brand} के हेड ऑफिस का नक्शा`,
  },
} satisfies Dictionary;
