/**
 * The item list's phrases in Hindi: what app/lib/inventory writes on the Hindi page, typed by its English set
 * (app/lib/inventory/phrases.ts); the quick estimate's lines are the page's data. They load with the list's code
 * (../parts/inventory.ts).
 */
import type { ListDetail, QuoteOwnPhrases } from "~/lib/inventory/phrases";

import { localizedFloor } from "./floor";

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

export const localizedQuotePhrases: QuoteOwnPhrases = {
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
