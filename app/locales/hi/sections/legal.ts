/** The legal pages' own words in Hindi, paired with the English words of their sections. */
import type { Dictionary } from "~/locales/book";

export const legalSections = {
  legalDocumentWords: {
    onThisPage: "इस पेज पर",
    lastUpdated: "अंतिम अपडेट: ",
    versionNote:
      "यह अंग्रेजी में लिखे मूल पाठ का हिन्दी अनुवाद है। अंग्रेजी पाठ और इस अनुवाद में कोई भी अंतर होने पर अंग्रेजी पाठ ही मान्य होगा।",
  },
} satisfies Dictionary;
