/**
 * The cost estimator's words in Hindi (docs/hindi-glossary.md): its sections', translated by the names their modules
 * give them, and the texts the estimator's libraries write (./estimator-text.ts). Those of the item list that are
 * functions of the list load with its code (../parts/inventory.ts). Values stay English: field values, item ids,
 * the query, and what goes to the office.
 */
import type { Dictionary } from "~/locales/book";

import { localizedPhrases } from "./estimator-text";

export const estimatorSections = {
  inventoryBuilderWords: {
    loading: "आपकी सूची खुल रही है…",
    ok: "ठीक है",
    confirmClear: "पूरी सूची मिटा दें? इसे वापस नहीं लाया जा सकता।",
  },
  moveDetailsWords: {
    title: "आपकी शिफ्टिंग",
    where: "कहां",
    moves: { local: "शहर के अंदर", between: "एक शहर से दूसरे शहर" },
    city: "शहर (जरूरी नहीं)",
    anyCity: "कोई भी शहर",
    choose: "चुनें",
    pickup: "पिकअप की जगह पर",
    delivery: "डिलीवरी की जगह पर",
    floor: "मंजिल",
    carry: "दरवाजे से ट्रक तक कितने मीटर",
    lift: "लिफ्ट है, जिसमें फर्नीचर आ जाता है",
    narrowLane: "गली ट्रक के लिए बहुत तंग है",
    packing: "पैकिंग",
    packings: { standard: "स्टैंडर्ड", premium: "प्रीमियम" },
    self: "इन्हें हम खुद खोलेंगे और दोबारा जोड़ेंगे (इसका चार्ज नहीं लगेगा)",
    selfServices: {
      bed: "बेड",
      wardrobe: "लकड़ी के वार्डरोब",
      table: "टेबल और डेस्क",
      workstation: "वर्कस्टेशन",
      ac: "AC (अपने टेक्नीशियन से)",
    },
    storage: "स्टोरेज (दिन)",
    declaredValue: "बीमा के लिए घोषित कीमत (₹)",
    noInsurance: "बीमा नहीं चाहिए तो खाली छोड़ दें।",
  },
} satisfies Dictionary;

export const estimatorSectionPhrases = {
  estimatorTextWords: {
    say: localizedPhrases,
  },
} satisfies Dictionary;
