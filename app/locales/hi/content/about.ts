/**
 * The About page's copy in Hindi: translates ../about.ts. Tab ids, link paths and the counters' figures
 * are read from the English records; the steps are the home page's Hindi steps (./home.ts), as the English ones are.
 */
import * as english from "~/content/about.ts";
import type { Step } from "~/content/process.ts";
import type { Dictionary } from "~/locales/book";
import { inOrder } from "~/locales/records";

import { processOverview } from "./home.ts";

/** Residential, commercial and specialized moves: the tabs' texts and their links' labels. */
export const aboutTabs = {
  aboutTabs: inOrder(english.aboutTabs, [
    {
      label: "घरेलू",
      heading: "आपके घर की शिफ्टिंग, एक-एक कमरे के हिसाब से",
      intro:
        "हमारा ज्यादातर काम परिवारों की शिफ्टिंग का है: शहर के अंदर 1 BHK हो या कोलकाता से बेंगलुरु तक 4 BHK विला। सर्वे से लेकर आखिरी कार्टन खुलने तक एक ही सुपरवाइजर आपकी शिफ्टिंग की जिम्मेदारी लेता है।",
      points: [
        "वीडियो कॉल पर या घर आकर फ्री सर्वे, और हर चीज के अलग हिसाब वाला लिखित कोटेशन",
        "बबल रैप, कोरुगेटेड शीट और वार्डरोब कार्टन के साथ कई परतों वाली पैकिंग",
        "बेड, अलमारी और मॉड्यूलर किचन को खोलना और दोबारा जोड़ना",
        "आप चाहें तो आपकी कार और बाइक भी घरेलू सामान के साथ",
      ],
      links: ["होम शिफ्टिंग", "लोकल शिफ्टिंग", "पैकिंग और अनपैकिंग"],
    },
    {
      label: "कमर्शियल",
      heading: "ऑफिस, दुकान और स्टॉक की शिफ्टिंग, कामकाज का एक भी दिन गंवाए बिना",
      intro:
        "ऑफिस की शिफ्टिंग हम आपके कामकाज के समय के हिसाब से प्लान करते हैं — अक्सर शनिवार-रविवार को या रात में — ताकि आपकी टीम शुक्रवार को पुराने ऑफिस से निकले और सोमवार को नए पते पर काम शुरू कर दे।",
      points: [
        "हर सीट का शिफ्टिंग प्लान, डेस्क, मॉनिटर और केबल के बंडलों पर टैग के साथ",
        "सर्वर रैक और आईटी उपकरण एंटी-स्टैटिक पैकिंग में",
        "दोनों इमारतों में लिफ्ट की बुकिंग और गेट पास का इंतजाम",
        "स्टॉक, फाइलों और फर्नीचर के लिए कम या लंबे समय का स्टोरेज",
      ],
      links: ["ऑफिस शिफ्टिंग", "वेयरहाउसिंग और स्टोरेज", "सामान का बीमा"],
    },
    {
      label: "स्पेशल",
      heading: "ऐसी शिफ्टिंग जिसमें ज्यादा सावधानी और कागजी काम चाहिए",
      intro:
        "कुछ शिफ्टिंग में ट्रक से ज्यादा कुछ चाहिए होता है: ड्यूटी जॉइन करने की पक्की तारीख वाला पोस्टिंग ऑर्डर, घर से भी कीमती कोई पेंटिंग, या ऐसा बैंक जो सिर्फ अप्रूव्ड ट्रांसपोर्टर का खर्च वापस करता है।",
      points: [
        "डिफेंस रिलोकेशन, बिल उसी फॉर्मेट में जो आपकी यूनिट मांगती है",
        "कलाकृतियां नाप से बने लकड़ी के क्रेट में, दोनों तरफ कंडीशन रिपोर्ट के साथ",
        "बैंक और PSU कर्मचारियों के तबादले के लिए IBA अप्रूव्ड ट्रांसपोर्टर के कागजात",
        "कारों के लिए बंद कैरियर और बाइक के लिए क्रेट में ट्रांसपोर्ट",
      ],
      links: ["डिफेंस रिलोकेशन", "फाइन आर्ट शिफ्टिंग", "IBA अप्रूव्ड ट्रांसपोर्टर", "वाहन शिफ्टिंग"],
    },
  ]).map(([tab, text]) => ({
    id: tab.id,
    label: text.label,
    heading: text.heading,
    intro: text.intro,
    points: text.points,
    links: inOrder(tab.links, text.links).map(([link, label]) => ({ to: link.to, label })),
  })),
} satisfies Dictionary;

export const mission = {
  mission: {
    title: "हमारा मिशन",
    text: "भारत में घर या ऑफिस की शिफ्टिंग को बेफिक्र बनाना: काम शुरू होने से पहले लिखित और सही कीमत, ट्रेंड लोग जो आपके सामान को अपना समझकर संभालें, और डिलीवरी की वह तारीख जो हम निभाते हैं।",
  },
} satisfies Dictionary;

export const vision = {
  vision: {
    title: "हमारा विजन",
    text: "हम जिस भी शहर में काम करते हैं, वहां परिवार अपने दोस्तों को सबसे पहले हमारा नाम बताएं — हमारे ट्रकों की वजह से कम, और इस वजह से ज्यादा कि किसी को हमारे पीछे बार-बार फोन नहीं करना पड़ा।",
  },
} satisfies Dictionary;

export const values = {
  values: inOrder(english.values, [
    {
      title: "ईमानदार कीमत",
      text: "जिस कोटेशन पर आप साइन करते हैं, बिल उतना ही आता है। कोई भी अतिरिक्त काम करने से पहले उसकी कीमत बताई और तय की जाती है।",
    },
    {
      title: "सामान की पूरी देखभाल",
      text: "हमारी टीम का हर सदस्य किसी भी काम पर जाने से पहले पैकिंग और सामान उठाने की ट्रेनिंग लेता है।",
    },
    {
      title: "जुबान के पक्के",
      text: "पिकअप और डिलीवरी की तारीखें हमारा वादा हैं, और कोई भी बदलाव होने से पहले हम आपको बताते हैं।",
    },
    {
      title: "गलती की जिम्मेदारी",
      text: "अगर कुछ टूट-फूट हो जाए, तो हम बहस करने के बजाय क्लेम में आपकी मदद करते हैं।",
    },
  ]).map(([, value]) => value),
} satisfies Dictionary;

/** The counters' labels; the figures and their signs are the English ones. */
export const counters = {
  counters: inOrder(english.counters, [
    "साल का अनुभव",
    "परिवारों की शिफ्टिंग",
    "जिन शहरों और कस्बों तक हमने सामान पहुंचाया है",
    "शिफ्टिंग में नुकसान का कोई क्लेम नहीं",
  ]).map(([counter, label]) => ({ value: counter.value, suffix: counter.suffix, label })),
} satisfies Dictionary;

/** The Hindi steps of the home page (./home.ts), which the English About page's steps are too. */
const hindiOverview = processOverview.processOverview as readonly Step[];

export const aboutSteps = {
  aboutSteps: inOrder(english.aboutSteps, hindiOverview).map(([, { title, text }]) => ({ title, text })),
} satisfies Dictionary;
