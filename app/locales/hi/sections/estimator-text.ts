/**
 * The estimator's phrases in Hindi: what app/lib/estimate writes on the Hindi page, typed by its English set
 * (app/lib/estimate/phrases.ts), so a phrase added there fails the typecheck until it is written here; the item
 * list's are ./inventory-text.ts. Figures arrive formatted, and the price tables' labels in the
 * page's language (content/hi/prices.json). What the office receives stays English: it is
 * written with the English sets.
 */
import type { EstimatorPhrases } from "~/lib/estimate";

const BAND_TABLES = { distance: "दूरी", bike: "बाइक" } as const;
export const localizedPhrases: EstimatorPhrases = {
  cell: (row, column) => `${row} वाली लाइन, ${column} वाला कॉलम`,
  missing: {
    homeOrOfficeSize: "घर या ऑफिस का साइज",
    from: "कहां से",
    to: "कहां तक",
    homeSizeOrVehiclesOnly: "घर का साइज (या सिर्फ वाहन)",
    size: "साइज",
    carOrBike: "कार या बाइक (या घर का साइज)",
  },

  householdGoods: (size) => `${size} का घरेलू सामान`,
  collection: (size) => `कलाकृतियां (${size} के घर जितनी)`,
  goodsToStore: (size) => `स्टोरेज का सामान (${size} के घर जितना)`,
  car: (type) => `${type} कार`,
  bike: (type) => `${type} बाइक`,

  totalFromTable: (caption, cell) => `${caption}, ${cell}`,
  sumOfFigures: "ऊपर की सभी रकमों का जोड़।",
  theFigure: "ऊपर वाली रकम।",
  sumInSharedTruck: "ऊपर की सभी रकमों का जोड़, दूसरी शिफ्टिंग के साथ शेयर किए गए ट्रक में।",
  theFigureInSharedTruck: "ऊपर वाली रकम, दूसरी शिफ्टिंग के साथ शेयर किए गए ट्रक में।",

  handymanAtActual: "मिस्त्री का काम (फिटिंग, मरम्मत, बिजली का काम) असल खर्च पर लगता है और कुल में शामिल नहीं है।",
  nationalStopsAt3Bhk:
    "कोलकाता से दूसरे शहरों की कीमतों की लिस्ट 3 BHK तक ही है, इसलिए घरेलू सामान की कीमत दूरी वाली टेबल से ली गई है।",
  nationalRoute: (city, withCar) =>
    `कोलकाता–${city} का रूट कोलकाता से दूसरे शहरों की हमारी कीमतों की लिस्ट में है, इसलिए उसी के आंकड़े लिए गए हैं${withCar ? "; कार ट्रांसपोर्ट घरेलू सामान के अलावा है" : ""}।`,
  shorterThanFirstBand: (km, what, band) =>
    `${km} km, ${BAND_TABLES[what]} वाली टेबल की पहली श्रेणी से कम है; ${band} के आंकड़े दिखाए गए हैं। एक ही महानगर के अंदर शिफ्टिंग के लिए ‘शहर के अंदर’ बेहतर रहेगा।`,
  longerThanLastBand: (km, what, band) =>
    `${km} km, ${BAND_TABLES[what]} वाली टेबल की आखिरी श्रेणी से ज्यादा है; ${band} के आंकड़े दिखाए गए हैं, बाकी सर्वे में पक्का होगा।`,
  ownTruck: (what, shared, upTo, caption, cell) =>
    `${what}: दूसरी शिफ्टिंग के साथ शेयर किए गए ट्रक में ${shared}; सिर्फ आपके सामान वाले अलग ट्रक में ${upTo} तक (“${caption}”, ${cell})।`,
};
