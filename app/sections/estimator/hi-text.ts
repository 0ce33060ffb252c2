/**
 * The texts app/lib/estimate and app/lib/inventory write, in Hindi (issue 18). Those libraries write English, since
 * the same lines go to the office with a request; the Hindi page translates them on the screen, by their wording,
 * as app/content/hi/prices.ts translates the price tables' labels. Numbers and prices are read from the English
 * text, never recomputed. app/routes/hi/estimator.test.ts runs every kind of estimate and quote through it, so a
 * changed English wording is caught rather than shown untranslated.
 */
import { type ChargeId, chargeNames } from "~/content/charge-names";
import { hindiChargeNames } from "~/content/hi/charge-names";
import { hindiTableText } from "~/content/hi/prices";

/** A price table's text (caption, row or column label) in Hindi, or undefined. */
function table(english: string): string | undefined {
  try {
    return hindiTableText(english);
  } catch {
    return undefined;
  }
}

/** "ग्राउंड फ्लोर", "पहली मंजिल", "5वीं मंजिल". */
export function hindiFloor(floor: number): string {
  if (floor === 0) return "ग्राउंड फ्लोर";
  const ordinal = ["", "पहली", "दूसरी", "तीसरी", "चौथी", "", "छठी"][floor];
  return `${ordinal || `${floor}वीं`} मंजिल`;
}

/** "ground floor", "3rd floor" (app/lib/inventory/charges.ts floorLabel) in Hindi. */
function floorText(english: string): string | undefined {
  if (english === "ground floor") return hindiFloor(0);
  const n = /^(\d+)(?:st|nd|rd|th) floor$/.exec(english)?.[1];
  return n === undefined ? undefined : hindiFloor(Number(n));
}

/** The published extra charges' names, English to Hindi, as the /charges pages name them. */
const CHARGE_NAMES: Record<string, string> = Object.fromEntries(
  (Object.keys(chargeNames) as ChargeId[]).map((id) => [chargeNames[id], hindiChargeNames[id]]),
);

const ENDS: Record<string, string> = { pickup: "पिकअप", delivery: "डिलीवरी" };

/** What the crew takes apart, one and many (app/lib/inventory/charges.ts). */
const DISMANTLED: Record<string, string> = {
  bed: "बेड",
  beds: "बेड",
  "wooden wardrobe": "लकड़ी का वार्डरोब",
  "wooden wardrobes": "लकड़ी के वार्डरोब",
  "table or desk": "टेबल या डेस्क",
  "tables or desks": "टेबल या डेस्क",
  workstation: "वर्कस्टेशन",
  workstations: "वर्कस्टेशन",
};

/** Which list a notice is about (app/lib/inventory/sanitise.ts). */
const LISTS: Record<string, string> = {
  "your saved list": "आपकी सेव की हुई सूची",
  "Your saved list": "आपकी सेव की हुई सूची",
  "the shared list": "शेयर की गई सूची",
  "The shared list": "शेयर की गई सूची",
};

/** The details a damaged list can lose (app/lib/inventory/sanitise.ts). */
const DETAILS: Record<string, string> = {
  "list of items": "सामान की सूची",
  "type of move": "शिफ्टिंग का प्रकार",
  city: "शहर",
  "moving from": "कहां से",
  "moving to": "कहां तक",
  "moving date": "शिफ्टिंग की तारीख",
  "pickup details": "पिकअप की जानकारी",
  "delivery details": "डिलीवरी की जानकारी",
  packing: "पैकिंग",
  "work you do yourself": "खुद किया जाने वाला काम",
  "storage days": "स्टोरेज के दिन",
  "declared value": "घोषित कीमत",
};

/** Which table a distance note is about. */
const TABLES: Record<string, string> = { distance: "दूरी", bike: "बाइक" };

/** Whole texts. */
const EXACT: Record<string, string> = {
  ...CHARGE_NAMES,
  // What is still to choose
  "home or office size": "घर या ऑफिस का साइज",
  "moving from": "कहां से",
  "moving to": "कहां तक",
  "home size (or vehicles only)": "घर का साइज (या सिर्फ वाहन)",
  size: "साइज",
  "a car or a bike (or a home size)": "कार या बाइक (या घर का साइज)",
  "within a city or between cities": "शहर के अंदर या एक शहर से दूसरे शहर",
  // The estimate's notes
  "Handyman work (fitting, fixing, electrical) is charged as actual and is not in the total.":
    "मिस्त्री का काम (फिटिंग, मरम्मत, बिजली का काम) असल खर्च पर लगता है और कुल में शामिल नहीं है।",
  "The national price list stops at 3 BHK, so the household figure comes from the distance table.":
    "कोलकाता से दूसरे शहरों की कीमतों की लिस्ट 3 BHK तक ही है, इसलिए घरेलू सामान की कीमत दूरी वाली टेबल से ली गई है।",
  "The sum of the figures above.": "ऊपर की सभी रकमों का जोड़।",
  "The figure above.": "ऊपर वाली रकम।",
  // The quote's
  "More goods than our largest container holds: a move this size is planned and priced after a free survey.":
    "हमारे सबसे बड़े कंटेनर में जितना आता है, उससे ज्यादा सामान: इतनी बड़ी शिफ्टिंग की प्लानिंग और कीमत फ्री सर्वे के बाद तय होती है।",
  "Our local price table stops at 3 BHK, and this load needs a bigger truck: it is priced after a free survey.":
    "हमारी लोकल शिफ्टिंग की टेबल 3 BHK तक ही है, और इस सामान के लिए बड़ा ट्रक चाहिए: इसकी कीमत फ्री सर्वे के बाद तय होती है।",
  "At actual, with receipts": "रसीद के साथ असल खर्च पर",
  // About a saved list
  "Your saved list could not be read, so it was cleared.": "आपकी सेव की हुई सूची पढ़ी नहीं जा सकी, इसलिए उसे हटा दिया गया।",
  "Your saved list was made with an older version of this page and was cleared.":
    "आपकी सेव की हुई सूची इस पेज के पुराने वर्जन में बनी थी, इसलिए उसे हटा दिया गया।",
};

type Rule = readonly [RegExp, (...parts: string[]) => string | undefined];

/** `parts` joined when every one is known. */
const all = (parts: readonly (string | undefined)[], join: (p: string[]) => string) =>
  parts.every((p) => p !== undefined) ? join(parts as string[]) : undefined;

const RULES: readonly Rule[] = [
  // Where a figure comes from: "Local shifting charges (approximate, in ₹), Total row, 2 BHK column"
  [
    /^(.+\)), (.+) row, (.+) column$/,
    (caption, row, column) =>
      all([table(caption), table(row), table(column)], ([c, r, k]) => `${c}, ${r} वाली लाइन, ${k} वाला कॉलम`),
  ],
  // "Delhi row, 2 BHK column", "Sedan row, 350–750 km column"
  [
    /^(.+) row, (.+) column$/,
    (row, column) => all([table(row), table(column)], ([r, k]) => `${r} वाली लाइन, ${k} वाला कॉलम`),
  ],
  // A quote's line from the tables: "Home shifting (approximate, ₹): 1200–1700 km row, 2 BHK column"
  [/^(.+\)): (.+)$/, (caption, cell) => all([table(caption), hindiEstimatorText(cell)], ([c, k]) => `${c}: ${k}`)],
  // What a line is for
  [/^(.+) household goods$/, (size) => all([table(size)], ([s]) => `${s} का घरेलू सामान`)],
  [/^(.+) collection \(by home size\)$/, (size) => all([table(size)], ([s]) => `कलाकृतियां (${s} के घर जितनी)`)],
  [/^(.+) goods to store \(by home size\)$/, (size) => all([table(size)], ([s]) => `स्टोरेज का सामान (${s} के घर जितना)`)],
  [/^(.+) car$/, (type) => all([table(type)], ([t]) => `${t} कार`)],
  [/^(.+) bike$/, (type) => all([table(type)], ([t]) => `${t} बाइक`)],
  [
    /^Moving the goods \(priced as (.+)\)$/,
    (column) => all([table(column)], ([c]) => `सामान की शिफ्टिंग (${c} के रेट पर)`),
  ],
  // Notes
  [
    /^([\d,]+) km is shorter than the (distance|bike) table's first band; the (.+) figures are shown\. For a move inside one metro area, 'Within a city' may fit better\.$/,
    (km, what, band) =>
      all(
        [TABLES[what!], table(band)],
        ([w, b]) =>
          `${km} km, ${w} वाली टेबल की पहली श्रेणी से कम है; ${b} के आंकड़े दिखाए गए हैं। एक ही महानगर के अंदर शिफ्टिंग के लिए ‘शहर के अंदर’ बेहतर रहेगा।`,
      ),
  ],
  [
    /^([\d,]+) km is longer than the (distance|bike) table's last band; the (.+) figures are shown and the survey confirms the rest\.$/,
    (km, what, band) =>
      all(
        [TABLES[what!], table(band)],
        ([w, b]) => `${km} km, ${w} वाली टेबल की आखिरी श्रेणी से ज्यादा है; ${b} के आंकड़े दिखाए गए हैं, बाकी सर्वे में पक्का होगा।`,
      ),
  ],
  [
    /^Kolkata–(.+) is in our national price list, so its figures are used(; car transport is in addition to household goods)?\.$/,
    (city, car) =>
      all(
        [table(city)],
        ([c]) =>
          `कोलकाता–${c} का रूट कोलकाता से दूसरे शहरों की हमारी कीमतों की लिस्ट में है, इसलिए उसी के आंकड़े लिए गए हैं${car ? "; कार ट्रांसपोर्ट घरेलू सामान के अलावा है" : ""}।`,
      ),
  ],
  [
    /^A part load shares a truck with another move and is priced at the tables' smallest column, (.+)\.$/,
    (column) =>
      all(
        [table(column)],
        ([c]) =>
          `पार्ट लोड में ट्रक किसी दूसरी शिफ्टिंग के साथ शेयर होता है, इसलिए इसकी कीमत टेबल के सबसे छोटे कॉलम, ${c}, से ली जाती है।`,
      ),
  ],
  // The quote's extra charges
  [
    /^(Stairs without a lift|Long carry), (pickup|delivery) \((.+)\)$/,
    (charge, end, where) =>
      all(
        [CHARGE_NAMES[charge!], ENDS[end!], floorText(where!) ?? /^([\d,]+) m$/.exec(where!)?.[1]?.concat(" मीटर")],
        ([c, e, w]) => `${c}, ${e} (${w})`,
      ),
  ],
  [
    /^(Shuttle vehicle for a narrow lane), (pickup|delivery)$/,
    (charge, end) => all([CHARGE_NAMES[charge!], ENDS[end!]], ([c, e]) => `${c}, ${e}`),
  ],
  [
    /^Dismantle and refit: ([\d,]+) (.+)$/,
    (n, what) => all([DISMANTLED[what!]], ([w]) => `खोलना और दोबारा जोड़ना: ${n} ${w}`),
  ],
  [/^AC uninstall and reinstall: ([\d,]+) units?$/, (n) => `${CHARGE_NAMES["AC uninstall and reinstall"]}: ${n} यूनिट`],
  [/^Storage: ([\d,]+) days?$/, (n) => `स्टोरेज: ${n} दिन`],
  [/^Transit insurance on (₹[\d,]+)$/, (value) => `${value} पर ट्रांजिट बीमा`],
  // How each charge was worked out
  [
    /^([\d,]+) floors? × (₹[\d,]+) per ([\d,]+) cu ft × ([\d,]+)$/,
    (n, rate, step, steps) => `${n} मंजिल × ${rate} हर ${step} cu ft पर × ${steps}`,
  ],
  [
    /^([\d,]+) steps? of ([\d,]+) m beyond the free ([\d,]+) m × (₹[\d,]+) per ([\d,]+) cu ft × ([\d,]+)$/,
    (n, metres, free, rate, step, steps) =>
      `फ्री ${free} मीटर के बाद ${metres} मीटर वाले ${n} हिस्से × ${rate} हर ${step} cu ft पर × ${steps}`,
  ],
  [/^([\d,]+) trips? × (₹[\d,]+) \((.+) a trip\)$/, (n, rate, load) => `${n} चक्कर × ${rate} (एक चक्कर में ${load})`],
  [
    /^([\d,]+) (split|window) × (₹[\d,]+)(?: \+ ([\d,]+) window × (₹[\d,]+))?$/,
    (n, kind, rate, windows, windowRate) =>
      `${n} ${kind === "split" ? "स्प्लिट" : "विंडो"} × ${rate}${windows ? ` + ${windows} विंडो × ${windowRate}` : ""}`,
  ],
  [
    /^([\d,]+) days? × (₹[\d,]+) per ([\d,]+) cu ft × ([\d,]+)$/,
    (n, rate, step, steps) => `${n} दिन × ${rate} हर ${step} cu ft पर × ${steps}`,
  ],
  [/^([\d.]+–[\d.]+%) of the declared value$/, (range) => `घोषित कीमत का ${range}`],
  [/^([\d.]+%) of (₹[\d,–]+)$/, (percent, amount) => `${amount} का ${percent}`],
  // On the day
  [
    /^Waiting time: the first ([\d,]+) hours at each end are free, then (₹[\d,]+) an hour, only if the wait is on your side\.$/,
    (hours, rate) =>
      `${CHARGE_NAMES["Waiting time"]}: दोनों तरफ पहले ${hours} घंटे फ्री, उसके बाद ${rate} प्रति घंटा, और वह भी सिर्फ तब जब देर आपकी तरफ से हो।`,
  ],
  // About a saved or shared list
  [
    /^(Your saved list|The shared list) could not be read, so it was not used\.$/,
    (list) => all([LISTS[list!]], ([l]) => `${l} पढ़ी नहीं जा सकी, इसलिए उसका इस्तेमाल नहीं किया गया।`),
  ],
  [
    /^(?:1 entry|([\d,]+) entries) of (your saved list|the shared list) could not be used \(no longer in our list of items, or damaged\) and (?:was|were) removed\.$/,
    (n, list) =>
      all(
        [LISTS[list!]],
        ([l]) =>
          `${l} की ${n ?? 1} एंट्री इस्तेमाल नहीं हो सकी (वह चीज अब हमारी सामान की सूची में नहीं है, या एंट्री खराब है), इसलिए हटा दी गई।`,
      ),
  ],
  [
    /^Some details of (your saved list|the shared list) could not be read and were reset: (.+)\.$/,
    (list, details) =>
      all(
        [LISTS[list!], ...details!.split(", ").map((d) => DETAILS[d])],
        ([l, ...d]) => `${l} की कुछ जानकारी पढ़ी नहीं जा सकी और दोबारा खाली कर दी गई: ${d.join(", ")}।`,
      ),
  ],
];

/** Figures only ("2 × ₹1,000", "563.5 cu ft × ₹12"): the same in every language. */
const FIGURES_ONLY = /^[\d,.]+(?: cu ft)? × ₹[\d,.]+$/;

/**
 * A text of the estimator's libraries in Hindi: a price table's label, a line, cell, note, missing choice, charge
 * or notice. Undefined for a text no rule knows (the page then shows the English).
 */
export function hindiEstimatorText(english: string): string | undefined {
  const known = EXACT[english] ?? table(english);
  if (known !== undefined) return known;
  if (FIGURES_ONLY.test(english)) return english;
  for (const [pattern, translate] of RULES) {
    const match = pattern.exec(english);
    if (!match) continue;
    const hindi = translate(...match.slice(1));
    if (hindi !== undefined) return hindi;
  }
  return undefined;
}
