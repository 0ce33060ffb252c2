/**
 * The Hindi pages' terms: the one word each uses, and the forms it never uses (app/locales/glossary.ts;
 * docs/hindi-glossary.md explains them).
 */
import type { Glossary } from "~/locales/glossary";

export const glossary: Glossary = [
  { english: "quote", use: "कोटेशन", reject: ["उद्धरण", "कोटेशन्स"] },
  { english: "survey", use: "सर्वे", reject: ["सर्वेक्षण"] },
  { english: "estimate", use: "एस्टीमेट", reject: ["एस्टिमेट", "आकलन"] },
  { english: "branch", use: "ब्रांच", reject: ["शाखा", "ब्रैंच"] },
  { english: "packing", use: "पैकिंग", reject: ["पैकेजिंग"] },
  { english: "insurance", use: "बीमा", reject: ["इंश्योरेंस", "इन्श्योरेंस", "इंशुरेंस"] },
  { english: "Newtown (Kolkata), in prose", use: "न्यूटाउन", reject: ["न्यू टाउन"] },
  { english: "Newtown (Kolkata), in prose", use: "न्यूटाउन", reject: ["न्यू टाउन"] },
];
