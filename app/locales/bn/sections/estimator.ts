/**
 * The cost estimator's words in Bengali (docs/bengali-glossary.md): its sections', translated by the names their
 * modules give them, and the texts the estimator's libraries write (./estimator-text.ts). Those of the item list that
 * are functions of the list load with its code (../parts/inventory.ts). Values stay English: field values, item ids,
 * the query, and what goes to the office.
 */
import { formatPrice } from "~/content/prices/types";
import { genitive } from "~/locales/bn/grammar";
import { asActual } from "~/locales/bn/phrases";
import type { Dictionary } from "~/locales/book";

import { localizedPhrases } from "./estimator-text";

export const estimatorSections = {
  inventoryBuilderWords: {
    loading: "আপনার তালিকা খুলছে…",
    ok: "ঠিক আছে",
    confirmClear: "পুরো তালিকা মুছে দেবেন? এটি আর ফিরিয়ে আনা যাবে না।",
  },
  moveDetailsWords: {
    title: "আপনার শিফটিং",
    where: "শিফটিং কোথায়",
    moves: { local: "শহরের মধ্যে", between: "এক শহর থেকে অন্য শহরে" },
    city: "শহর (ঐচ্ছিক)",
    anyCity: "যেকোনো শহর",
    choose: "বেছে নিন",
    pickup: "পিকআপের জায়গায়",
    delivery: "ডেলিভারির জায়গায়",
    floor: "তলা",
    carry: "দরজা থেকে ট্রাক পর্যন্ত কত মিটার",
    lift: "আসবাব ধরে এমন লিফট আছে",
    narrowLane: "গলি ট্রাকের পক্ষে খুব সরু",
    packing: "প্যাকিং",
    packings: { standard: "স্ট্যান্ডার্ড", premium: "প্রিমিয়াম" },
    self: "এগুলি আমি নিজেই খুলব ও আবার জুড়ব (চার্জ লাগবে না)",
    selfServices: {
      bed: "খাট",
      wardrobe: "কাঠের ওয়ার্ডরোব",
      table: "টেবিল ও ডেস্ক",
      workstation: "ওয়ার্কস্টেশন",
      ac: "AC (নিজের টেকনিশিয়ান দিয়ে)",
    },
    storage: "স্টোরেজ (দিন)",
    declaredValue: "বিমার জন্য ঘোষিত মূল্য (₹)",
    noInsurance: "বিমা না চাইলে ফাঁকা রাখুন।",
  },
} satisfies Dictionary;

/** The records whose words are functions of what the page shows: script, in the page's phrases module. */
export const estimatorSectionPhrases = {
  estimatorTextWords: {
    say: localizedPhrases,
    price: (price) => (price === "As Actual" ? asActual : `₹${formatPrice(price)}`),
  },
  estimatorFormWords: {
    title: "আপনার শিফটিংয়ের কথা জানান",
    intro: "আপনি যেমন যেমন বেছে নেবেন, দামের রেঞ্জ বদলাতে থাকবে। ফ্রি এস্টিমেট না চাওয়া পর্যন্ত কিছুই পাঠানো হয় না।",
    kind: "কী ধরনের শিফটিং?",
    kinds: {
      local: "শহরের মধ্যে",
      between: "এক শহর থেকে অন্য শহরে",
      defence: "ডিফেন্স রিলোকেশন",
      "fine-arts": "ফাইন আর্ট শিফটিং",
      warehousing: "ওয়্যারহাউসিং",
    },
    hints: {
      local: "বাড়ি বা অফিস, একই শহরে",
      between: "বাড়ি, কার ও বাইক",
      defence: "পোস্টিং ও বদলি",
      "fine-arts": "পেন্টিং, ভাস্কর্য, অ্যান্টিক",
      warehousing: "স্টোরেজে রাখা বা সেখান থেকে আনা",
    },
    sizeLegend: {
      local: "বাড়ি বা অফিসের মাপ",
      between: "বাড়ির মাপ",
      defence: "ঘরোয়া জিনিসপত্র কতটা",
      "fine-arts": "সংগ্রহ কত বড় (এত বড় বাড়ির সমান)",
      warehousing: "কতটা জিনিস রাখবেন (এত বড় বাড়ির সমান)",
    },
    vehiclesOnly: "শুধু কার/বাইক",
    city: "শহর",
    anyCity: "যেকোনো শহর",
    cityHint: "এটি শুধু আপনার ফ্রি এস্টিমেটের অনুরোধ পূরণ করতে কাজে লাগে।",
    chooseCity: "শহর বেছে নিন",
    car: "কার",
    noCar: "কার নেই",
    bike: "বাইক",
    noBike: "বাইক নেই",
    bikeHint: "ইঞ্জিনের সিসি বা বাইকের ধরন অনুযায়ী।",
    dateHint: "এটি আপনার ফ্রি এস্টিমেটের অনুরোধে চলে যাবে; এতে দামের রেঞ্জ বদলায় না।",
    show: "আমার আনুমানিক খরচ দেখুন",
    reset: "আবার শুরু করুন",
  },
  estimateResultWords: {
    title: "আপনার আনুমানিক খরচ",
    empty: "শুরু করতে শিফটিংয়ের ধরন বেছে নিন; আপনি যেমন যেমন বাছবেন, দামের রেঞ্জ এখানে দেখা যাবে।",
    stillToChoose: "এখনও বেছে নিতে হবে: ",
    stop: "।",
    samePlace: "আপনি দুই দিকেই একই শহর বেছেছেন। একই শহরের মধ্যে শিফটিংয়ের জন্য",
    samePlaceChoice: "শহরের মধ্যে",
    samePlaceEnd: " বেছে নিন।",
    approximateRange: "আনুমানিক খরচের রেঞ্জ",
    details: "বিস্তারিত দেখুন",
    basis: (what: string) => ["ভিত্তি: ", what, "; "],
    list: (items: string[]) =>
      items.length > 1 ? `${items.slice(0, -1).join(", ")} ও ${items[items.length - 1]}` : (items[0] ?? ""),
    oneCity: "একই শহর",
    route: (from: string, to: string) => [from, " থেকে ", to, ": সড়কপথে প্রায় "],
    byRoad: " (আনুমানিক)",
    band: (band: string) => [", ", band, " ধাপে"],
    within: (city: string) => [genitive(city), " মধ্যে।"],
    total: "মোট",
    fromTable: (table: string) => ["“", table, "” টেবিল থেকে।"],
    approximate: "সব দামই আনুমানিক, ফ্রি সার্ভের পরে পাকা হয়।",
    extras: "সিঁড়ি, দূর পর্যন্ত বয়ে নেওয়া, আসবাব খোলা-জোড়া ও অন্যান্য অতিরিক্ত চার্জ শুধু সেভাবেই নেওয়া হয়, যেভাবে",
    extrasLink: "আমাদের অতিরিক্ত চার্জের পেজে",
    extrasEnd: " লেখা আছে।",
    listLink: "আপনার জিনিসপত্রের তালিকা বানান",
    listEnd: "আর দেখুন কোন চার্জগুলি আপনার ক্ষেত্রে লাগবে।",
    roadDistance: (factor: number) => [
      "সড়কপথের দূরত্ব: আমাদের অফিসগুলির মধ্যে সরলরেখায় দূরত্ব × ",
      factor,
      ", 10 km-এর রাউন্ড ফিগারে।",
    ],
    request: "এই তথ্য দিয়ে ফ্রি এস্টিমেট নিন",
    bookSurvey: "ফ্রি সার্ভে বুক করুন",
    whatsapp: "WhatsApp-এ শেয়ার করুন",
    opensWhatsapp: " (WhatsApp খুলবে)",
    plan: "সপ্তাহ ধরে ধরে শিফটিংয়ের প্ল্যান বানান",
  },
} satisfies Dictionary;
