/**
 * The /verify page's texts of ../verify.ts in Hindi (docs/hindi-glossary.md), in the same order and
 * shape. Like the English, they take the company's details as arguments; the registered name, the numbers and
 * the addresses are kept as registered. The helplines' numbers and links are read from the English records.
 */
import * as english from "~/content/verify.ts";
import type { Dictionary } from "~/locales/book";

const paymentRules = {
  paymentRules: ({ legalName }) => [
    `हम कभी भी किसी निजी UPI ID, निजी बैंक खाते या वॉलेट में एडवांस नहीं मांगते। हर पेमेंट — UPI, बैंक ट्रांसफर या कार्ड — हमारे करंट अकाउंट में आता है, और पैसे भेजने से पहले आपका ऐप खाते का जो नाम दिखाता है, वह "${legalName}" होता है।`,
    "जब तक हमारा सर्वेयर आपका सामान देख न ले और आपके हाथ में हमारा लिखित कोटेशन न हो, तब तक कोई एडवांस नहीं मांगा जाता।",
    "हर पेमेंट पर, चाहे कितना भी छोटा हो, हमारे GSTIN वाला GST बिल मिलता है। बिल नहीं, तो पेमेंट नहीं।",
    "हम कभी OTP, कार्ड का PIN या स्क्रीन शेयर करने वाला ऐप नहीं मांगते, और किसी निजी नंबर से कभी पेमेंट का लिंक नहीं भेजते।",
    "कोटेशन में लिखी कीमत ही आखिरी कीमत है। हमारी तरफ से कोई भी रास्ते में आपका सामान रोककर उसे छोड़ने के लिए और पैसे नहीं मांगेगा।",
  ],
} satisfies Dictionary;

const genuineDocuments = {
  genuineDocuments: ({ brand, legalName, gstin, ibaCode, emailDomain }) => [
    {
      title: "कोटेशन",
      what: `हमारे लेटरहेड पर छपा हुआ या PDF में भेजा हुआ: ऊपर ${brand} का लोगो, और नीचे हमारे हेड ऑफिस का पता, फोन नंबर और वेबसाइट। यह @${emailDomain} वाले ई-मेल पते से आता है या सर्वेयर खुद आपको देता है — सिर्फ चैट पर भेजी गई फोटो के रूप में कभी नहीं।`,
      carries: [
        `हमारा रजिस्टर्ड नाम, ${legalName}, और GSTIN ${gstin}`,
        "कोटेशन नंबर और तारीख; कोटेशन 15 दिन तक मान्य रहता है",
        "हर चीज का अलग हिसाब: पैकिंग, ट्रांसपोर्ट, लोडिंग, अनलोडिंग, बीमा और टैक्स अलग-अलग लाइनों में",
        "सर्वे की तारीख और आपके सामान की सूची, सर्वेयर के नाम और हस्ताक्षर के साथ",
      ],
    },
    {
      title: "LR (कंसाइनमेंट नोट / बिल्टी)",
      what: "लोडिंग के समय हमारे पहले से छपे लेटरहेड पर दो या तीन कॉपी में बनता है; एक कॉपी आपके पास रहती है। यही आपके सामान की रसीद है, और तबादले के क्लेम के साथ बैंक या PSU यही कागज मांगते हैं।",
      carries: [
        "छपा हुआ सीरियल LR नंबर, जिसे हमारा ऑफिस एक कॉल पर कन्फर्म कर देता है",
        `हमारा GSTIN ${gstin} और IBA मान्यता नंबर ${ibaCode}`,
        "ट्रक का रजिस्ट्रेशन नंबर और ड्राइवर का नाम",
        "कहां से और कहां तक के पते, पैकेटों की गिनती और घोषित कीमत",
        "सामान का बीमा हो तो बीमा पॉलिसी या कवर नोट का नंबर",
      ],
    },
  ],
} satisfies Dictionary;

const commonFrauds = {
  commonFrauds: ({ emailDomain, website }) => [
    {
      title: "मिलती-जुलती वेबसाइट और लिस्टिंग",
      how: "मैप की लिस्टिंग, क्लासिफाइड विज्ञापन या मिलते-जुलते पते वाली वेबसाइट पर हमारा लोगो और नाम कॉपी करके लगाया जाता है, पर फोन कोई दूसरा नंबर उठाता है।",
      tell: `हमारी एक ही वेबसाइट है, ${website}, और हमारे सभी ई-मेल पते @${emailDomain} पर खत्म होते हैं। नंबर को इस पेज की लिस्ट से मिलाइए।`,
    },
    {
      title: "निजी UPI ID पर बुकिंग का एडवांस",
      how: "फोन पर बहुत कम कीमत बताई जाती है, फिर ट्रक पक्का करने के लिए ‘टोकन अमाउंट’ मांगा जाता है, जो किसी व्यक्ति की UPI ID पर जाता है। उसके बाद कोई नहीं आता।",
      tell: "आपके UPI ऐप में पैसे पाने वाले का नाम किसी व्यक्ति का होता है, हमारी रजिस्टर्ड कंपनी का नहीं।",
    },
    {
      title: "सामान रोककर पैसे वसूलना",
      how: "कम कीमत पर सामान लोड किया जाता है, फिर उसे किसी गोदाम में रोक लिया जाता है, जब तक आप ‘अतिरिक्त चार्ज’, ‘GST’ या ‘टोल’ के नाम पर कोटेशन से कई गुना पैसे न दे दें।",
      tell: "हमारे कोटेशन में हर चार्ज और टैक्स पहले से लिखा होता है; हम रास्ते में कभी कोई चार्ज नहीं जोड़ते।",
    },
    {
      title: "नकली IBA या GST बिल",
      how: "बैंक या PSU के तबादले के क्लेम के लिए ऐसा बिल, जिसके लेटरहेड पर किसी असली कंपनी का नाम कॉपी किया गया हो और GSTIN या LR नंबर मनगढ़ंत हो।",
      tell: "क्लेम जमा करने से पहले सरकार के GST पोर्टल पर GSTIN जांचें, और LR नंबर लेकर हमारे ऑफिस को कॉल करें।",
    },
    {
      title: "नौकरी और फ्रेंचाइजी के नाम पर फीस",
      how: "हमारे नाम से नौकरी या फ्रेंचाइजी का ऑफर देने वाला मैसेज, जिसमें ‘रजिस्ट्रेशन’ या ‘सिक्योरिटी डिपॉजिट’ के नाम पर फीस मांगी जाती है।",
      tell: "नौकरी के आवेदन के लिए हम कभी कोई फीस नहीं लेते, और फ्रेंचाइजी की बात सिर्फ हमारे हेड ऑफिस में होती है।",
    },
  ],
} satisfies Dictionary;

const helpLabels = ["राष्ट्रीय साइबर क्राइम हेल्पलाइन", "राष्ट्रीय साइबर क्राइम रिपोर्टिंग पोर्टल", "राष्ट्रीय उपभोक्ता हेल्पलाइन"];

if (helpLabels.length !== english.publicHelp.length) throw new Error("hi/verify.ts: a helpline without its Hindi name");

const publicHelp = {
  publicHelp: english.publicHelp.map((h, i) => ({ ...h, label: helpLabels[i] ?? h.label })),
} satisfies Dictionary;

/** The /verify page's content records in Hindi that are data. */
export const verify = { ...publicHelp } satisfies Dictionary;

/** Those that are functions of the company's details. */
export const verifyPhrases = {
  ...paymentRules,
  ...genuineDocuments,
  ...commonFrauds,
} satisfies Dictionary;
