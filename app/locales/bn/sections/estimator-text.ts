/**
 * The estimator's phrases in Bengali: what app/lib/estimate writes on the Bengali page, typed by its English set
 * (app/lib/estimate/phrases.ts), so a phrase added there fails the typecheck until it is written here; the item
 * list's are ./inventory-text.ts. Figures arrive formatted, and the price tables' labels in the
 * page's language (content/bn/prices.json). What the office receives stays English: it is
 * written with the English sets.
 */
import type { EstimatorPhrases } from "~/lib/estimate";

const BAND_TABLES = { distance: "দূরত্বের", bike: "বাইকের" } as const;
/** Counted with the classifier "টি", so one word serves for one and for many. */
/** Both names end in "তালিকা", whose genitive is "তালিকার": `${list}র`. */
export const localizedPhrases: EstimatorPhrases = {
  cell: (row, column) => `${row} সারি, ${column} কলাম`,
  missing: {
    homeOrOfficeSize: "বাড়ি বা অফিসের মাপ",
    from: "কোথা থেকে",
    to: "কোথায়",
    homeSizeOrVehiclesOnly: "বাড়ির মাপ (অথবা শুধু কার/বাইক)",
    size: "মাপ",
    carOrBike: "কার বা বাইক (অথবা বাড়ির মাপ)",
  },

  householdGoods: (size) => `ঘরোয়া জিনিসপত্র (${size})`,
  collection: (size) => `শিল্পকর্মের সংগ্রহ (${size} বাড়ির সমান)`,
  goodsToStore: (size) => `স্টোরেজে রাখার জিনিসপত্র (${size} বাড়ির সমান)`,
  car: (type) => `${type} কার`,
  bike: (type) => `${type} বাইক`,

  totalFromTable: (caption, cell) => `${caption}, ${cell}`,
  sumOfFigures: "ওপরের সব অঙ্কের যোগফল।",
  theFigure: "ওপরের অঙ্কটি।",
  sumInSharedTruck: "ওপরের সব অঙ্কের যোগফল, অন্য শিফটিংয়ের সঙ্গে শেয়ার করা ট্রাকে।",
  theFigureInSharedTruck: "ওপরের অঙ্কটি, অন্য শিফটিংয়ের সঙ্গে শেয়ার করা ট্রাকে।",

  handymanAtActual: "মিস্ত্রির কাজ (ফিটিং, মেরামতি, ইলেকট্রিকের কাজ) আসল খরচে হয়, মোট অঙ্কে ধরা নেই।",
  nationalStopsAt3Bhk:
    "কলকাতা থেকে অন্য শহরে শিফটিংয়ের দামের তালিকা 3 BHK পর্যন্তই, তাই ঘরোয়া জিনিসপত্রের অঙ্ক দূরত্বের টেবিল থেকে নেওয়া হয়েছে।",
  nationalRoute: (city, withCar) =>
    `কলকাতা–${city} রুটটি কলকাতা থেকে অন্য শহরে শিফটিংয়ের আমাদের দামের তালিকায় আছে, তাই সেখানকার অঙ্কই নেওয়া হয়েছে${withCar ? "; কার ট্রান্সপোর্টের খরচ ঘরোয়া জিনিসপত্রের খরচের ওপরে আলাদা" : ""}।`,
  shorterThanFirstBand: (km, what, band) =>
    `${km} km ${BAND_TABLES[what]} টেবিলের প্রথম ধাপের চেয়েও কম; ${band} ধাপের অঙ্ক দেখানো হয়েছে। একই মহানগরের মধ্যে শিফটিং হলে ‘শহরের মধ্যে’ বেছে নেওয়াই ভালো।`,
  longerThanLastBand: (km, what, band) =>
    `${km} km ${BAND_TABLES[what]} টেবিলের শেষ ধাপের চেয়েও বেশি; ${band} ধাপের অঙ্ক দেখানো হয়েছে, বাকিটা সার্ভেতে পাকা হবে।`,
  ownTruck: (what, shared, upTo, caption, cell) =>
    `${what}: অন্য শিফটিংয়ের সঙ্গে শেয়ার করা ট্রাকে ${shared}; শুধু আপনার জিনিসপত্রের জন্য আলাদা ট্রাকে ${upTo} পর্যন্ত (“${caption}”, ${cell})।`,
};
