import type { Dictionary } from "~/locales/book";
import { networkSectionPhrases } from "~/locales/hi/sections/network";
import type { LocalePhrases } from "~/locales/words";

const words = {
  networkWords: {
    title: "हमारा ब्रांच नेटवर्क",
    description:
      "पूरे भारत में हमारी ब्रांच: अहमदाबाद से रांची तक, हर ब्रांच में लोकल टीम और कोलकाता हेड ऑफिस से सीधा जुड़ाव। अपने शहर की ब्रांच का पता और फोन देखें।",
    eyebrow: (cityCount, stateCount) => `${cityCount} शहर · ${stateCount} राज्य`,
    intro: (cityCount) =>
      `भारत के ${cityCount} शहरों में हमारी ब्रांच हैं, जो कोलकाता के हेड ऑफिस से जुड़ी हैं। इसलिए आपकी शिफ्टिंग दोनों तरफ लोकल टीम संभालती है।`,
    branchesEyebrow: "इलाके के हिसाब से ब्रांच",
    branchesTitle: "अपनी नजदीकी ब्रांच खोजें",
    branchesText:
      "हर शहर के पेज पर ब्रांच का पता और फोन, वह किन इलाकों में काम करती है, और वहां शिफ्टिंग से पहले किन बातों का ध्यान रखें, सब लिखा है।",
    headOfficeTitle: () => "कोलकाता हेड ऑफिस",
    headOfficeText: () =>
      "पश्चिम बंगाल के अंदर शिफ्टिंग है, या ऐसे शहर से जो यहां लिस्ट में नहीं है? हमारा हेड ऑफिस उसकी प्लानिंग करता है और दूसरी तरफ के लिए सही ब्रांच चुनता है।",
    headOfficeLink: "हेड ऑफिस का पता",
    pricesEyebrow: "अनुमानित कीमतें",
    pricesTitle: "कोलकाता से हमारी मुख्य ब्रांच तक",
  },
} satisfies Dictionary;

/** The network page's Hindi words that are functions of the branches (counts, names); the rest are its data. */
export const translations = { ...networkSectionPhrases, ...words } satisfies LocalePhrases["translations"];
