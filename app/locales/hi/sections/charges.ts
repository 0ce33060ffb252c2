/** The /charges page's section words in Hindi, paired with the English words of each section. */
import type { Dictionary } from "~/locales/book";

export const chargesSections = {
  chargesListWords: {
    groups: {
      quoted: {
        title: "कोटेशन में शामिल हो सकने वाले चार्ज",
        intro: "ये उस जानकारी से तय होते हैं जो आप हमें अपने सामान और दोनों पतों के बारे में देते हैं, इसलिए आपके कोटेशन में पहले से दिखते हैं।",
      },
      "on-the-day": {
        title: "सिर्फ शिफ्टिंग के दिन बनने वाले चार्ज",
        intro: "इन्हें हम पहले से नहीं जान सकते; इसलिए इनका नियम यहां तय है, ताकि ये कभी अचानक न लगें।",
      },
      "at-actual": {
        title: "असल खर्च पर",
        intro: "ये खर्च हम आपकी तरफ से चुकाते हैं और रसीदों के साथ, बिना कोई मुनाफा जोड़े, आपसे लेते हैं।",
      },
    },
    never: "जिनका हम कभी चार्ज नहीं लेते",
  },
} satisfies Dictionary;
