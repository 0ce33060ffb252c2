/**
 * The section words of /packing and /goods-insurance in Hindi, paired with the English words of each
 * section. Kept apart from ./services.ts, the seven service pages' template words, which these pages do not show.
 */
import { PACKING_TIP_COUNT } from "~/content/service-content";
import type { Dictionary } from "~/locales/book";
import { numberWord } from "~/locales/hi/content/facts";

/** The packing guide's words (/packing). */
export const packingGuideSections = {
  packingGuideWords: {
    heading: "हमारी टीम पैकिंग कैसे करती है",
    text: "शिफ्टिंग में ज्यादातर नुकसान सड़क पर नहीं, कार्टन के अंदर होता है। हमारे पैकर हर चीज के लिए अलग सामग्री चुनते हैं — स्टील की अलमारी के कोनों पर गार्ड चाहिए, क्रिस्टल के बाउल को तीन परतें और अपना अलग कार्टन — और ऐसे पैक करते हैं कि कार्टन उठाने पर अंदर कुछ भी न हिले। आप पूरा घर हम पर छोड़ सकते हैं, या मजबूत चीजें खुद पैक करके नाजुक सामान हमारे लिए रख सकते हैं।",
    layers: [
      {
        title: "हर चीज के हिसाब से परतें",
        text: "कांच के लिए फोम और बबल रैप, फर्नीचर के लिए कोरुगेटेड शीट, गद्देदार सोफे-कुर्सियों पर स्ट्रेच फिल्म।",
      },
      {
        title: "नए 5-प्लाई कार्टन",
        text: "सामान के नाप के कार्टन, ताकि भारी कार्टन भी उठाया जा सके और अंदर कुछ खड़खड़ाए नहीं।",
      },
      {
        title: "नंबर और सूची के साथ",
        text: "हर कार्टन पर उसके कमरे का नाम और नंबर होता है, जो आपकी साइन की हुई सामान की सूची से मेल खाता है।",
      },
      {
        title: "अनपैकिंग भी हम करते हैं",
        text: "नए घर में हम सामान खोलते हैं, अलमारियों में जमाते हैं और पैकिंग का कचरा साथ ले जाते हैं।",
      },
    ],
    tipsHeading: `पैकिंग और अनपैकिंग के ${numberWord(PACKING_TIP_COUNT)} सुझाव`,
    tipsIntro: "इन्हें इसी क्रम में अपनाएं, तो शिफ्टिंग के दिन बस लोडिंग का काम बचता है।",
    ctaTitle: "पैकिंग हम पर छोड़ना चाहते हैं?",
    ctaText: "अपने घर के बारे में बताएं और पैकिंग, शिफ्टिंग और अनपैकिंग का फ्री एस्टीमेट पाएं।",
  },
} satisfies Dictionary;

/** The help band's words (/goods-insurance). */
export const helpSections = {
  helpSectionWords: { contact: "हमसे संपर्क करें" },
} satisfies Dictionary;
