/**
 * The item list's phrases in Bengali: what app/lib/inventory writes on the Bengali page, typed by its English set
 * (app/lib/inventory/phrases.ts); the quick estimate's lines are the page's data. They load with the list's code
 * (../parts/inventory.ts).
 */
import type { DismantleKind } from "~/content/inventory/items";
import type { ListDetail, QuoteOwnPhrases } from "~/lib/inventory/phrases";

import { localizedFloor } from "./floor";

const ENDS = { pickup: "পিকআপ", delivery: "ডেলিভারি" } as const;
const DISMANTLED: Record<DismantleKind, string> = {
  bed: "খাট",
  wardrobe: "কাঠের ওয়ার্ডরোব",
  table: "টেবিল বা ডেস্ক",
  workstation: "ওয়ার্কস্টেশন",
};
const LISTS = { saved: "আপনার সেভ করা তালিকা", shared: "শেয়ার করা তালিকা" } as const;
const LIST_DETAILS: Record<ListDetail, string> = {
  items: "জিনিসপত্রের তালিকা",
  move: "শিফটিংয়ের ধরন",
  city: "শহর",
  from: "কোথা থেকে",
  to: "কোথায়",
  date: "শিফটিংয়ের তারিখ",
  pickup: "পিকআপের তথ্য",
  delivery: "ডেলিভারির তথ্য",
  packing: "প্যাকিং",
  selfService: "যে কাজ নিজে করবেন",
  storageDays: "স্টোরেজের দিন",
  declaredValue: "ঘোষিত মূল্য",
};

export const localizedQuotePhrases: QuoteOwnPhrases = {
  localOrBetween: "শহরের মধ্যে নাকি এক শহর থেকে অন্য শহরে",
  cellOf: (caption, cell) => `${caption}: ${cell}`,

  surveyTooLarge:
    "আমাদের সবচেয়ে বড় কন্টেনারে যতটা ধরে, তার চেয়েও বেশি জিনিসপত্র: এত বড় শিফটিংয়ের পরিকল্পনা আর দাম ঠিক হয় ফ্রি সার্ভের পরে।",
  surveyLocalLarge:
    "আমাদের লোকাল শিফটিংয়ের টেবিল 3 BHK পর্যন্তই, আর এই জিনিসপত্রের জন্য বড় ট্রাক লাগবে: এর দাম ঠিক হয় ফ্রি সার্ভের পরে।",
  movingTheGoods: (column) => `জিনিসপত্র শিফট করা (${column} কলামের রেটে)`,
  partLoad: (column) =>
    `পার্ট লোডে ট্রাক অন্য একটি শিফটিংয়ের সঙ্গে শেয়ার হয়, তাই এর দাম ধরা হয় টেবিলের সবচেয়ে ছোট কলাম, ${column}, অনুযায়ী।`,
  gst: "GST",
  percentOf: (percent, amount) => `${amount}-এর ${percent}`,

  floor: localizedFloor,
  chargeAt: (charge, end, where) => `${charge}, ${ENDS[end]}${where ? ` (${where})` : ""}`,
  metres: (m) => `${m} মিটার`,
  stairsWork: (floors, rate, unit, units) => `${floors} তলা × প্রতি ${unit} ${rate} × ${units}`,
  carryWork: (steps, stepMetres, freeMetres, rate, unit, units) =>
    `ফ্রি ${freeMetres} মিটারের পরে ${stepMetres} মিটারের ${steps}টি ভাগ × প্রতি ${unit} ${rate} × ${units}`,
  shuttleWork: (trips, rate, load) => `${trips}টি ট্রিপ × ${rate} (এক ট্রিপে ${load})`,
  dismantle: (n, thing) => `খোলা ও আবার জোড়া: ${n}টি ${DISMANTLED[thing]}`,
  acUnits: (charge, units) => `${charge}: ${units}টি ইউনিট`,
  acWork: (n, kind, rate) => `${n}টি ${kind === "split" ? "স্প্লিট" : "উইন্ডো"} × ${rate}`,
  storageDays: (charge, days) => `${charge}: ${days} দিন`,
  storageWork: (days, rate, unit, units) => `${days} দিন × প্রতি ${unit} ${rate} × ${units}`,
  insuranceOn: (charge, value) => `${value}-এর ওপর ${charge}`,
  ofDeclaredValue: (range) => `ঘোষিত মূল্যের ${range}`,
  atActual: "রসিদ সহ আসল খরচে",
  waiting: (charge, freeHours, rate) =>
    `${charge}: দুই দিকেই প্রথম ${freeHours} ঘণ্টা ফ্রি, তারপর ঘণ্টায় ${rate}, তাও শুধু যদি দেরিটা আপনার দিক থেকে হয়।`,

  notice: (n) => {
    const list = LISTS[n.list];
    switch (n.problem) {
      case "unreadable":
        return `${list} পড়া যায়নি, তাই সেটি ব্যবহার করা হয়নি।`;
      case "dropped":
        return `${list}র ${n.entries}টি এন্ট্রি ব্যবহার করা যায়নি (সেই জিনিস আর আমাদের জিনিসপত্রের তালিকায় নেই, অথবা এন্ট্রিটি নষ্ট), তাই সরিয়ে দেওয়া হয়েছে।`;
      case "reset":
        return `${list}র কিছু তথ্য পড়া যায়নি, তাই আবার খালি করে দেওয়া হয়েছে: ${n.details.map((d) => LIST_DETAILS[d]).join(", ")}।`;
      case "cleared":
        return "আপনার সেভ করা তালিকা পড়া যায়নি, তাই সেটি মুছে দেওয়া হয়েছে।";
      case "outdated":
        return "আপনার সেভ করা তালিকাটি এই পেজের পুরোনো সংস্করণে তৈরি হয়েছিল, তাই সেটি মুছে দেওয়া হয়েছে।";
    }
  },
};
