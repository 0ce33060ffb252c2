/**
 * The published extra charges in Bengali: the names and rules of ../charges.ts, in the same order. Every
 * rate, step and percentage is read from the English module's constants, never retyped, so the Bengali /charges page
 * cannot state another figure than the English one or the estimator.
 */
import {
  AC_SERVICE,
  type ChargeId,
  DISMANTLING,
  extraCharges as english,
  insuranceRangeText,
  LONG_CARRY,
  PREMIUM_PACKING,
  SHUTTLE,
  STAIRS,
  STORAGE,
  VOLUME_STEP_CU_FT,
  WAITING,
} from "~/content/charges.ts";
import { GST } from "~/content/gst.ts";
import { formatPrice } from "~/content/prices/types.ts";
import type { Dictionary } from "~/locales/book";

import { localizedChargeNames } from "./charge-names.ts";

const rs = (n: number) => `₹${formatPrice({ fixed: n })}`;

/** "প্রতি 100 cu ft জিনিসপত্রে (বা তার অংশে)". */
const perVolumeStep = `প্রতি ${VOLUME_STEP_CU_FT} cu ft জিনিসপত্রে (বা তার অংশে)`;

/** The vehicles a rule names, in Bengali; model names stay as written (docs/bengali-glossary.md). */
const vehicleNames: Record<string, string> = { "Tata Ace mini truck": "Tata Ace মিনি ট্রাক" };

function bengaliVehicle(name: string): string {
  const bengali = vehicleNames[name];
  if (bengali === undefined)
    throw new Error(`No Bengali for the vehicle "${name}" (app/locales/bn/content/charges.ts)`);
  return bengali;
}

const dismantlingNames: Record<keyof typeof DISMANTLING, string> = {
  bed: "খাট",
  wardrobe: "কাঠের আলমারি",
  table: "ডাইনিং টেবিল, ডেস্ক বা কনফারেন্স টেবিল",
  workstation: "অফিস ওয়ার্কস্টেশন (প্রতি সিট)",
};

/** Each charge's rule in Bengali, by its id: a charge without its Bengali fails the typecheck. */
const texts: Record<ChargeId, { rule: string }> = {
  stairs: {
    rule: `পুরোনো বা নতুন, যে ঠিকানায় চালু লিফট নেই, সেখানে গ্রাউন্ড ফ্লোরের ওপরের প্রতিটি তলার জন্য ${perVolumeStep} ${rs(STAIRS.perFloorPerStep)}। গ্রাউন্ড ফ্লোর হলে, বা লিফট থাকলে, কোনো চার্জ নেই।`,
  },
  "long-carry": {
    rule: `আপনার দরজা থেকে ট্রাক যেখানে দাঁড়াতে পারে, সেই পর্যন্ত প্রথম ${LONG_CARRY.freeMetres} মিটার ফ্রি। তার পরে প্রতি অতিরিক্ত ${LONG_CARRY.stepMetres} মিটার (বা তার অংশের) জন্য ${perVolumeStep} ${rs(LONG_CARRY.perStepPerVolumeStep)}, দুই ঠিকানায় আলাদা করে।`,
  },
  shuttle: {
    rule: `যেখানে গলি ট্রাকের পক্ষে খুব সরু, সেখানে একটি ${bengaliVehicle(SHUTTLE.vehicle)} আপনার দরজা আর ট্রাকের মধ্যে জিনিসপত্র আনা-নেওয়া করে: প্রতি ট্রিপ ${rs(SHUTTLE.perTrip)}, প্রতি ${SHUTTLE.tripCuFt} cu ft জিনিসপত্রের (বা তার অংশের) জন্য একটি ট্রিপ, যে ঠিকানায় দরকার সেখানে।`,
  },
  dismantling: {
    rule: `পিকআপের সময় খোলা ও ডেলিভারির সময় আবার জোড়া, প্রতি পিস: ${(Object.keys(DISMANTLING) as (keyof typeof DISMANTLING)[]).map((k) => `${dismantlingNames[k]} ${rs(DISMANTLING[k])}`).join("; ")}। স্টিলের আলমারি ও অন্য যেসব জিনিস না খুলেই যায়: কোনো চার্জ নেই। কোনো জিনিস আপনি নিজে খুলে রেখে আমাদের জানালে তার চার্জ লাগে না।`,
  },
  "ac-service": {
    rule: `পিকআপের সময় খোলা ও ডেলিভারির সময় লাগানো, প্রতি ইউনিট: স্প্লিট AC ${rs(AC_SERVICE.split)}, উইন্ডো AC ${rs(AC_SERVICE.window)}। এর মধ্যে ধরা নেই: গ্যাস ভরা, বাড়তি কপার পাইপ বা নতুন স্ট্যান্ড। এর কোনোটা দরকার হলে টেকনিশিয়ান আপনাকে কারণ আর তাঁর ছাপা রেট দেখান, সিদ্ধান্ত নেন আপনি।`,
  },
  "premium-packing": {
    rule: `স্ট্যান্ডার্ড প্যাকিং (কার্টন, ভঙ্গুর জিনিসে বাবল র‍্যাপ, আসবাবে স্ট্রেচ ফিল্ম) রেট টেবিলের দামের মধ্যেই ধরা। প্রিমিয়াম প্যাকিংয়ে প্রতিটি জিনিসে ফোম কর্নার ও করুগেটেড শিট, আর কাচের টপ ও বড় TV-র জন্য কাঠের ক্রেট যোগ হয়: প্রতি cu ft জিনিসপত্রে ${rs(PREMIUM_PACKING.perCuFt)}।`,
  },
  waiting: {
    rule: `প্রতিটি ঠিকানায় প্রথম ${WAITING.freeHours} ঘণ্টা ফ্রি। আপনার দিকের কোনো কারণে (চাবি, লিফট বুকিং, সোসাইটির অনুমতি) টিম ও ট্রাককে এর বেশি অপেক্ষা করতে হলে, প্রতি অতিরিক্ত ঘণ্টা (বা তার অংশের) জন্য ${rs(WAITING.perHour)}। এই চার্জ শুধু শিফটিংয়ের দিনেই হতে পারে, তাই কোটেশনে কখনো থাকে না।`,
  },
  storage: {
    rule: `আমাদের গুদামে ${perVolumeStep} দিনে ${rs(STORAGE.perDayPerStep)}, জিনিসপত্র আসার দিন থেকে বেরোনোর দিন পর্যন্ত।`,
  },
  insurance: {
    rule: `ঐচ্ছিক, আপনার ঘোষিত মূল্যের ওপর বিমা কোম্পানির মাধ্যমে করানো হয়: ঘোষিত মূল্যের ${insuranceRangeText}, রুট ও জিনিসপত্রের ধরন অনুযায়ী। কোটেশনে এই রেঞ্জের দুই প্রান্তই দেখানো থাকে; বিমা কোম্পানির নিজের GST তার প্রিমিয়ামের মধ্যেই ধরা।`,
  },
  tolls: {
    rule: "রাস্তার টোল, রাজ্যের এন্ট্রি ট্যাক্স ও পারমিট আসল খরচেই নেওয়া হয়, রসিদ সহ, এক পয়সাও বাড়তি না ধরে। কোটেশনে এগুলি লেখা থাকে, কিন্তু তার মোট অঙ্কে যোগ করা হয় না।",
  },
  "society-fees": {
    rule: "জিনিসপত্র আনা বা নিয়ে যাওয়ার জন্য সোসাইটি বা আবাসন যে ফি নেয়, আর পার্কিং ফি, আসল খরচেই নেওয়া হয়, রসিদ সহ, এক পয়সাও বাড়তি না ধরে। কোটেশনে এগুলি লেখা থাকে, কিন্তু তার মোট অঙ্কে যোগ করা হয় না।",
  },
  gst: {
    rule: `আমাদের পরিষেবার ওপর ${GST.percent}%: রেট টেবিলের দাম ও ওপরের সব চার্জের ওপর, বিমা (যার বিল দেয় বিমা কোম্পানি) আর আসল খরচে নেওয়া চার্জগুলি বাদে। আমাদের প্রকাশিত রেট টেবিল ও চটজলদি আনুমানিক খরচের দাম GST ছাড়া।`,
  },
};

/** The charges of /charges in Bengali; ids and when each reaches a bill are the English records'. */
export const extraCharges = {
  extraCharges: english.map((c) => ({ id: c.id, when: c.when, name: localizedChargeNames[c.id], ...texts[c.id] })),
} satisfies Dictionary;

/** What we never add, in the English list's order. */
export const neverCharged = {
  neverCharged: [
    "সার্ভে ও লিখিত কোটেশন।",
    "জ্বালানি, উৎসব বা পিক সিজনের কোনো সারচার্জ।",
    "স্ট্যান্ডার্ড প্যাকিংয়ের কার্টন, টেপ ও মোড়ার জিনিস।",
    "এই পেজে নেই এমন কোনো চার্জ।",
  ],
} satisfies Dictionary;
