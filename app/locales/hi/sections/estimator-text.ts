/**
 * The estimator's phrases in Hindi: what app/lib/estimate and app/lib/inventory write on the Hindi page,
 * typed by their English sets (app/lib/estimate/phrases.ts, app/lib/inventory/phrases.ts), so a phrase added there
 * fails the typecheck until it is written here. Figures arrive formatted, and the price tables' labels are
 * translated as app/locales/hi/content/prices.ts translates the tables themselves. What the office receives stays English:
 * it is written with the English sets.
 */
import type { ChargeId } from "~/content/charge-names";
import type { EstimatorPhrases } from "~/lib/estimate";
import type { ListDetail, QuotePhrases } from "~/lib/inventory/phrases";
import { localizedChargeNames } from "~/locales/hi/content/charge-names";
import { localizedCaption, localizedLabel } from "~/locales/hi/content/prices";

import { localizedFloor } from "./floor";

/** A price table's text (caption, row or column label) in Hindi; the English one if the tables lack it. */
function table(english: string): string {
  try {
    return localizedLabel(english);
  } catch {
    return english;
  }
}

const BAND_TABLES = { distance: "दूरी", bike: "बाइक" } as const;
const ENDS = { pickup: "पिकअप", delivery: "डिलीवरी" } as const;
const DISMANTLED = { bed: "बेड", table: "टेबल या डेस्क", workstation: "वर्कस्टेशन" } as const;
const LISTS = { saved: "आपकी सेव की हुई सूची", shared: "शेयर की गई सूची" } as const;
const LIST_DETAILS: Record<ListDetail, string> = {
  items: "सामान की सूची",
  move: "शिफ्टिंग का प्रकार",
  city: "शहर",
  from: "कहां से",
  to: "कहां तक",
  date: "शिफ्टिंग की तारीख",
  pickup: "पिकअप की जानकारी",
  delivery: "डिलीवरी की जानकारी",
  packing: "पैकिंग",
  selfService: "खुद किया जाने वाला काम",
  storageDays: "स्टोरेज के दिन",
  declaredValue: "घोषित कीमत",
};

export const localizedPhrases: EstimatorPhrases = {
  table,
  caption: localizedCaption,
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

export const localizedQuotePhrases: QuotePhrases = {
  ...localizedPhrases,
  localOrBetween: "शहर के अंदर या एक शहर से दूसरे शहर",
  cellOf: (caption, cell) => `${caption}: ${cell}`,

  surveyTooLarge:
    "हमारे सबसे बड़े कंटेनर में जितना आता है, उससे ज्यादा सामान: इतनी बड़ी शिफ्टिंग की प्लानिंग और कीमत फ्री सर्वे के बाद तय होती है।",
  surveyLocalLarge:
    "हमारी लोकल शिफ्टिंग की टेबल 3 BHK तक ही है, और इस सामान के लिए बड़ा ट्रक चाहिए: इसकी कीमत फ्री सर्वे के बाद तय होती है।",
  movingTheGoods: (column) => `सामान की शिफ्टिंग (${column} के रेट पर)`,
  partLoad: (column) =>
    `पार्ट लोड में ट्रक किसी दूसरी शिफ्टिंग के साथ शेयर होता है, इसलिए इसकी कीमत टेबल के सबसे छोटे कॉलम, ${column}, से ली जाती है।`,
  gst: "GST",
  percentOf: (percent, amount) => `${amount} का ${percent}`,

  charge: (id: ChargeId) => localizedChargeNames[id],
  floor: localizedFloor,
  chargeAt: (charge, end, where) => `${charge}, ${ENDS[end]}${where ? ` (${where})` : ""}`,
  metres: (m) => `${m} मीटर`,
  stairsWork: (floors, rate, unit, units) => `${floors} मंजिल × ${rate} हर ${unit} पर × ${units}`,
  carryWork: (steps, stepMetres, freeMetres, rate, unit, units) =>
    `फ्री ${freeMetres} मीटर के बाद ${stepMetres} मीटर वाले ${steps} हिस्से × ${rate} हर ${unit} पर × ${units}`,
  shuttleWork: (trips, rate, load) => `${trips} चक्कर × ${rate} (एक चक्कर में ${load})`,
  dismantle: (n, thing) =>
    `खोलना और दोबारा जोड़ना: ${n} ${thing === "wardrobe" ? (n === 1 ? "लकड़ी का वार्डरोब" : "लकड़ी के वार्डरोब") : DISMANTLED[thing]}`,
  acUnits: (charge, units) => `${charge}: ${units} यूनिट`,
  acWork: (n, kind, rate) => `${n} ${kind === "split" ? "स्प्लिट" : "विंडो"} × ${rate}`,
  storageDays: (charge, days) => `${charge}: ${days} दिन`,
  storageWork: (days, rate, unit, units) => `${days} दिन × ${rate} हर ${unit} पर × ${units}`,
  insuranceOn: (charge, value) => `${value} पर ${charge}`,
  ofDeclaredValue: (range) => `घोषित कीमत का ${range}`,
  atActual: "रसीद के साथ असल खर्च पर",
  waiting: (charge, freeHours, rate) =>
    `${charge}: दोनों तरफ पहले ${freeHours} घंटे फ्री, उसके बाद ${rate} प्रति घंटा, और वह भी सिर्फ तब जब देर आपकी तरफ से हो।`,

  notice: (n) => {
    const list = LISTS[n.list];
    switch (n.problem) {
      case "unreadable":
        return `${list} पढ़ी नहीं जा सकी, इसलिए उसका इस्तेमाल नहीं किया गया।`;
      case "dropped":
        return `${list} की ${n.entries} एंट्री इस्तेमाल नहीं हो सकी (वह चीज अब हमारी सामान की सूची में नहीं है, या एंट्री खराब है), इसलिए हटा दी गई।`;
      case "reset":
        return `${list} की कुछ जानकारी पढ़ी नहीं जा सकी और दोबारा खाली कर दी गई: ${n.details.map((d) => LIST_DETAILS[d]).join(", ")}।`;
      case "cleared":
        return "आपकी सेव की हुई सूची पढ़ी नहीं जा सकी, इसलिए उसे हटा दिया गया।";
      case "outdated":
        return "आपकी सेव की हुई सूची इस पेज के पुराने वर्जन में बनी थी, इसलिए उसे हटा दिया गया।";
    }
  },
};
