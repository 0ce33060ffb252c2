/**
 * The cost estimator's words in Bengali (docs/bengali-glossary.md): its sections', translated by the names their
 * modules give them, and the texts the estimator's libraries write (./estimator-text.ts). Those of the item list that
 * are functions of the list load with its code (../parts/inventory.ts). Values stay English: field values, item ids,
 * the query, and what goes to the office.
 */
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
  },
} satisfies Dictionary;
