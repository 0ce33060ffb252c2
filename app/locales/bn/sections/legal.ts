/** The legal pages' own words in Bengali, paired with the English words of their sections. */
import { translateWords } from "~/content/translation";
import type { legalDocumentWords } from "~/sections/legal/legal-document";

export const legalSections = [
  translateWords<typeof legalDocumentWords>("legalDocumentWords", {
    onThisPage: "এই পেজে",
    lastUpdated: "শেষ আপডেট: ",
    versionNote:
      "এটি ইংরেজিতে লেখা মূল পাঠের বাংলা অনুবাদ। ইংরেজি পাঠ আর এই অনুবাদের মধ্যেকোনো অমিল থাকলে ইংরেজি পাঠই চূড়ান্ত বলে গণ্য হবে।",
  }),
];
