/** The legal pages' own words in Bengali, paired with the English words of their sections. */
import type { Dictionary } from "~/locales/book";

export const legalSections = {
  legalDocumentWords: {
    onThisPage: "এই পেজে",
    lastUpdated: "শেষ আপডেট: ",
    versionNote:
      "এটি ইংরেজিতে লেখা মূল পাঠের বাংলা অনুবাদ। ইংরেজি পাঠ আর এই অনুবাদের মধ্যে কোনো অমিল থাকলে ইংরেজি পাঠই চূড়ান্ত বলে গণ্য হবে।",
  },
} satisfies Dictionary;
