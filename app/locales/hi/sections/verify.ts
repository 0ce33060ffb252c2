/** The /verify page's section words in Hindi, translated by the names their sections give them. */
import { translateWords } from "~/content/translation";
import type { commonFraudsWords } from "~/sections/verify/common-frauds";
import type { contactCheckerWords } from "~/sections/verify/contact-checker";
import type { genuineDocumentsWords } from "~/sections/verify/genuine-documents";
import type { officialContactsWords } from "~/sections/verify/official-contacts";
import type { paymentRulesWords } from "~/sections/verify/payment-rules";
import type { reportFraudWords } from "~/sections/verify/report-fraud";

export const verifySections = [
  translateWords<typeof officialContactsWords>("officialContactsWords", {
    eyebrow: "स्टेप 1",
    title: "हमारे आधिकारिक संपर्क, बस यही",
    intro: "जो नंबर, ई-मेल, वेबसाइट या UPI ID इस लिस्ट में नहीं है, वह हम नहीं हैं — चाहे उस पर कोई भी नाम या लोगो दिखे।",
    phones: "हेड ऑफिस के फोन",
    chat: "(WhatsApp)",
    email: "ई-मेल",
    emailOnly: "सिर्फ वे पते, जिनके आखिर में ",
    emailSuchAs: " हो, जैसे",
    emailNever: "। Gmail या Yahoo जैसी किसी फ्री ई-मेल सेवा से कभी नहीं।",
    website: "वेबसाइट",
    websiteOnly: " — ब्राउजर के एड्रेस बार में यही पता देखें। इसके अलावा हमारी कोई वेबसाइट या ऐप नहीं है।",
    upi: "पेमेंट के लिए UPI ID",
    upiPayee: " — पैसे भेजने से पहले आपके ऐप में पाने वाले का नाम ",
    upiPayeeEnd: " दिखना चाहिए। किसी निजी UPI ID पर कभी पैसे न भेजें।",
    branches: "ब्रांच के फोन",
    row: "हमारे आधिकारिक संपर्क",
    showBranches: (count: number) => `सभी ${count} ब्रांच के फोन देखें`,
  }),
  translateWords<typeof contactCheckerWords>("contactCheckerWords", {
    title: "जो मिला है, उसे जांचें",
    label: "फोन नंबर, ई-मेल, वेबसाइट, UPI ID या GSTIN",
    hint: "कॉल लॉग, मैसेज या बिल से कॉपी करके यहां पेस्ट करें। जांच इसी पेज पर होती है; कुछ भी कहीं भेजा नहीं जाता।",
    ours: {
      phone: "यह फोन नंबर हमारा है।",
      email: "यह ई-मेल पता हमारा है।",
      website: "यह वेबसाइट हमारी है।",
      upi: "यह UPI ID हमारी है।",
      gstin: "यह GSTIN हमारा है।",
    },
    notOurs: {
      phone: "यह फोन नंबर हमारा नहीं है।",
      email: "यह ई-मेल पता हमारा नहीं है।",
      website: "यह वेबसाइट हमारी नहीं है।",
      upi: "यह UPI ID हमारी नहीं है।",
      gstin: "यह GSTIN हमारा नहीं है।",
    },
    checked: "जांचा गया:",
    oursNext: "फिर भी, पेमेंट सिर्फ नीचे दिए नियमों के मुताबिक करें, और कुछ भी गड़बड़ लगे तो हमारे हेड ऑफिस को कॉल करें।",
    notOursNext: "उन्हें पैसे न भेजें और OTP न बताएं। जांच के लिए हमारे हेड ऑफिस को ",
    notOursThen: " पर कॉल करें, और ",
    report: "हमें इसकी शिकायत भेजें",
    notOursEnd: "।",
    unknown:
      "हम समझ नहीं पाए कि यह क्या है। एक फोन नंबर, ई-मेल पता, वेबसाइट, UPI ID या GSTIN पेस्ट करें, ठीक वैसे ही जैसे आपको मिला था।",
  }),
  translateWords<typeof paymentRulesWords>("paymentRulesWords", {
    eyebrow: "स्टेप 2",
    title: "हम पेमेंट कैसे लेते हैं",
    intro: "किसी को भी पैसे देने से पहले ये बातें जांच लें। जो मांग इनमें से एक भी नियम तोड़े, वह हमारी तरफ से नहीं है।",
    row: "हमारे पेमेंट के नियम",
  }),
  translateWords<typeof genuineDocumentsWords>("genuineDocumentsWords", {
    eyebrow: "स्टेप 3",
    title: "हमारे कागजात कैसे दिखते हैं",
    intro: "आपको जो भी कोटेशन या LR (कंसाइनमेंट नोट) दिया जाए, उसे इस जानकारी और नीचे दिए नंबरों से मिलाइए।",
    carries: "इसमें हमेशा होता है",
    numbersTitle: "हमारे रजिस्ट्रेशन नंबर",
    row: "हमारा कोटेशन और LR",
    showNumbers: "नंबर देखें",
    numbersText:
      "GSTIN को सरकार के GST पोर्टल पर और CIN को कॉरपोरेट कार्य मंत्रालय की वेबसाइट पर जांचा जा सकता है; वहां जो नाम दिखे, वह हमारा रजिस्टर्ड नाम ही होना चाहिए।",
  }),
  translateWords<typeof commonFraudsWords>("commonFraudsWords", {
    eyebrow: "चालबाजियां पहचानें",
    title: "शिफ्टिंग के काम में होने वाली आम धोखाधड़ी",
    intro: "ऐसा हर हफ्ते किसी न किसी परिवार के साथ होता है। हर चाल की एक निशानी है, जिससे वह पकड़ में आ जाती है।",
    sign: "पहचान:",
    row: "आम धोखाधड़ी",
  }),
  translateWords<typeof reportFraudWords>("reportFraudWords", {
    eyebrow: "स्टेप 4",
    title: "पक्का नहीं पता, या पैसे दे चुके हैं?",
    intro:
      "पैसे देने से पहले हमारे हेड ऑफिस को कॉल करें: कोई भी कोटेशन, LR नंबर या पेमेंट की मांग असली है या नहीं, हम एक मिनट में बता देते हैं।",
    call: "कॉल करें: ",
    lostTitle: "अगर आपके पैसे चले गए हैं",
    lostText: "तुरंत पुलिस में शिकायत करें; जितनी जल्दी करेंगे, बैंक के पैसे रोक पाने की उम्मीद उतनी ज्यादा होगी।",
    newTab: " (नए टैब में खुलेगा)",
  }),
];
