/**
 * The shared components' words in Hindi (docs/hindi-glossary.md), each paired with the English words its
 * component exports: data, which the layout's loader hands every Hindi page (./layout.ts). The records with a
 * function among their words are ./phrases.ts.
 */
import type { Dictionary } from "~/locales/book";

export const components = {
  breadcrumbWords: { label: "आप यहां हैं" },
  shareImageWords: {
    alt: "शहर की इमारतों के नीचे सड़क पर एक शिफ्टिंग ट्रक और नक्शे की दो पिनों के बीच एक रास्ता, साथ में लिखा है: पूरे भारत में पैकर्स एंड मूवर्स।",
  },
  ourServicesCrumb: [
    { label: "होम", to: "/" },
    { label: "हमारी सेवाएं", to: "/our-services" },
  ],
} satisfies Dictionary;
