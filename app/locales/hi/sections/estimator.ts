/**
 * The cost estimator's words in Hindi (docs/hindi-glossary.md): its sections', translated by the names their modules
 * give them, and the texts the estimator's libraries write (./estimator-text.ts). Those of the item list that are
 * functions of the list load with its code (../parts/inventory.ts). Values stay English: field values, item ids,
 * the query, and what goes to the office.
 */
import { formatPrice } from "~/content/prices/types";
import type { Dictionary } from "~/locales/book";
import { asActual } from "~/locales/hi/phrases";

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
    price: (price) => (price === "As Actual" ? asActual : `₹${formatPrice(price)}`),
  },
  estimatorFormWords: {
    title: "अपनी शिफ्टिंग के बारे में बताएं",
    intro: "जैसे-जैसे आप चुनेंगे, कीमत की रेंज बदलती जाएगी। जब तक आप फ्री एस्टीमेट नहीं मांगते, कुछ भी नहीं भेजा जाता।",
    kind: "कैसी शिफ्टिंग है?",
    kinds: {
      local: "शहर के अंदर",
      between: "एक शहर से दूसरे शहर",
      defence: "डिफेंस रिलोकेशन",
      "fine-arts": "फाइन आर्ट शिफ्टिंग",
      warehousing: "वेयरहाउसिंग",
    },
    hints: {
      local: "घर या ऑफिस, उसी शहर में",
      between: "घर, कार और बाइक",
      defence: "पोस्टिंग और तबादला",
      "fine-arts": "पेंटिंग, मूर्तियां, एंटीक सामान",
      warehousing: "स्टोरेज में रखना या वहां से निकालना",
    },
    sizeLegend: {
      local: "घर या ऑफिस का साइज",
      between: "घर का साइज",
      defence: "घरेलू सामान कितना है",
      "fine-arts": "कलेक्शन कितना बड़ा है (इतने बड़े घर जितना)",
      warehousing: "कितना सामान रखना है (इतने बड़े घर जितना)",
    },
    vehiclesOnly: "सिर्फ वाहन",
    city: "शहर",
    anyCity: "कोई भी शहर",
    cityHint: "यह सिर्फ आपके फ्री एस्टीमेट के अनुरोध में भरने के काम आता है।",
    chooseCity: "शहर चुनें",
    car: "कार",
    noCar: "कार नहीं",
    bike: "बाइक",
    noBike: "बाइक नहीं",
    bikeHint: "इंजन के साइज या बाइक के प्रकार के हिसाब से।",
    dateHint: "यह आपके फ्री एस्टीमेट के अनुरोध में चली जाएगी; इससे कीमत की रेंज नहीं बदलती।",
    show: "मेरा अनुमान देखें",
    reset: "फिर से शुरू करें",
  },
  estimateResultWords: {
    title: "आपका अनुमान",
    empty: "शुरू करने के लिए शिफ्टिंग का प्रकार चुनें; जैसे-जैसे आप चुनेंगे, कीमत की रेंज यहां दिखती जाएगी।",
    stillToChoose: "अभी चुनना बाकी है: ",
    stop: "।",
    samePlace: "आपने दोनों तरफ एक ही शहर चुना है। शहर के अंदर की शिफ्टिंग के लिए",
    samePlaceChoice: "शहर के अंदर",
    samePlaceEnd: " चुनें।",
    approximateRange: "अनुमानित खर्च की रेंज",
    details: "पूरा अनुमान देखें",
    basis: (what: string) => ["आधार: ", what, "; "],
    list: (items: string[]) =>
      items.length > 1 ? `${items.slice(0, -1).join(", ")} और ${items[items.length - 1]}` : (items[0] ?? ""),
    oneCity: "एक ही शहर",
    route: (from: string, to: string) => [from, " से ", to, ": सड़क से लगभग "],
    byRoad: " (अनुमानित)",
    band: (band: string) => [", ", band, " की श्रेणी में"],
    within: (city: string) => [city, " के अंदर।"],
    total: "कुल",
    fromTable: (table: string) => ["टेबल “", table, "” से।"],
    approximate: "सभी कीमतें अनुमानित हैं और फ्री सर्वे के बाद पक्की होती हैं।",
    extras: "सीढ़ियां, दूर तक ढुलाई, फर्नीचर खोलना-जोड़ना और दूसरे अतिरिक्त चार्ज सिर्फ उसी हिसाब से लगते हैं जो",
    extrasLink: "हमारे अतिरिक्त चार्ज वाले पेज",
    extrasEnd: " पर लिखा है।",
    listLink: "अपने सामान की सूची बनाएं",
    listEnd: "और देखें कि आप पर कौन-से चार्ज लागू होते हैं।",
    roadDistance: (factor: number) => ["सड़क की दूरी: हमारे ऑफिसों के बीच की सीधी दूरी × ", factor, ", 10 km के राउंड फिगर में।"],
    request: "इन जानकारियों के साथ फ्री एस्टीमेट पाएं",
    bookSurvey: "फ्री सर्वे बुक करें",
    whatsapp: "WhatsApp पर शेयर करें",
    opensWhatsapp: " (WhatsApp खुलेगा)",
    plan: "हफ्ते-दर-हफ्ते शिफ्टिंग का प्लान बनाएं",
  },
} satisfies Dictionary;
