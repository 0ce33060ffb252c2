/**
 * The /verify page's texts of ../verify.ts in Bengali (docs/bengali-glossary.md), in the same order and
 * shape. Like the English, they take the company's details as arguments; the registered name, the numbers and
 * the addresses are kept as registered. The helplines' numbers and links are read from the English records.
 */
import * as english from "~/content/verify.ts";
import type { Dictionary } from "~/locales/book";

const paymentRules = {
  paymentRules: ({ legalName }) => [
    `আমরা কখনো কোনো ব্যক্তিগত UPI ID, ব্যক্তিগত ব্যাংক অ্যাকাউন্ট বা ওয়ালেটে অ্যাডভান্স চাই না। প্রতিটি পেমেন্ট — UPI, ব্যাংক ট্রান্সফার বা কার্ড — আসে আমাদের কারেন্ট অ্যাকাউন্টে, আর টাকা পাঠানোর আগে আপনার অ্যাপ অ্যাকাউন্টের যে নাম দেখায়, তা হল "${legalName}"।`,
    "আমাদের সার্ভেয়ার আপনার জিনিসপত্র দেখার আগে, এবং আমাদের লিখিত কোটেশন আপনার হাতে আসার আগে, কোনো অ্যাডভান্স চাওয়া হয় না।",
    "প্রতিটি পেমেন্টে, তা যত ছোটই হোক, আমাদের GSTIN সহ GST বিল পাবেন। বিল নেই তো পেমেন্ট নেই।",
    "আমরা কখনো OTP, কার্ডের PIN বা স্ক্রিন শেয়ার করার অ্যাপ চাই না, আর কোনো ব্যক্তিগত নম্বর থেকে কখনো পেমেন্টের লিঙ্ক পাঠাই না।",
    "কোটেশনে লেখা দামই শেষ দাম। আমাদের তরফ থেকে কেউ পথে আপনার জিনিসপত্র আটকে রেখে ছাড়ার জন্য বাড়তি টাকা চাইবে না।",
  ],
} satisfies Dictionary;

const genuineDocuments = {
  genuineDocuments: ({ brand, legalName, gstin, ibaCode, emailDomain }) => [
    {
      title: "কোটেশন",
      what: `আমাদের লেটারহেডে ছাপা বা PDF হিসেবে পাঠানো: ওপরে ${brand}-এর লোগো, আর নিচে আমাদের হেড অফিসের ঠিকানা, ফোন নম্বর ও ওয়েবসাইট। এটি আসে @${emailDomain} দিয়ে শেষ হওয়া ই-মেল ঠিকানা থেকে, বা সার্ভেয়ার নিজে হাতে দেন — শুধু চ্যাটে পাঠানো ছবি হিসেবে কখনো নয়।`,
      carries: [
        `আমাদের রেজিস্টার্ড নাম, ${legalName}, আর GSTIN ${gstin}`,
        "কোটেশন নম্বর ও তারিখ; কোটেশন 15 দিন পর্যন্ত বৈধ",
        "প্রতিটি খাতের আলাদা দাম: প্যাকিং, ট্রান্সপোর্ট, লোডিং, আনলোডিং, বিমা ও ট্যাক্স আলাদা আলাদা লাইনে",
        "সার্ভের তারিখ ও আপনার জিনিসপত্রের তালিকা, সার্ভেয়ারের নাম ও সই সহ",
      ],
    },
    {
      title: "LR (কনসাইনমেন্ট নোট / বিল্টি)",
      what: "লোডিংয়ের সময় আমাদের আগে থেকে ছাপা লেটারহেডে দুই বা তিন কপিতে তৈরি হয়; একটি কপি আপনার কাছে থাকে। এটিই আপনার জিনিসপত্রের রসিদ, আর বদলির ক্লেমের সঙ্গে ব্যাংক বা PSU এই কাগজটিই চায়।",
      carries: [
        "ছাপা সিরিয়াল LR নম্বর, যা আমাদের অফিস একটা ফোনেই নিশ্চিত করে দিতে পারে",
        `আমাদের GSTIN ${gstin} ও IBA অনুমোদনের রেফারেন্স ${ibaCode}`,
        "ট্রাকের রেজিস্ট্রেশন নম্বর ও ড্রাইভারের নাম",
        "কোথা থেকে ও কোথায়, দুই দিকের ঠিকানা, প্যাকেটের সংখ্যা ও ঘোষিত মূল্য",
        "জিনিসপত্রের বিমা থাকলে বিমা পলিসি বা কভার নোটের নম্বর",
      ],
    },
  ],
} satisfies Dictionary;

const commonFrauds = {
  commonFrauds: ({ emailDomain, website }) => [
    {
      title: "আসলের মতো দেখতে ওয়েবসাইট ও লিস্টিং",
      how: "ম্যাপের লিস্টিং, ক্লাসিফায়েড বিজ্ঞাপন বা প্রায় একই রকম ঠিকানার ওয়েবসাইটে আমাদের লোগো ও নাম কপি করে বসানো থাকে, কিন্তু ফোন ধরে অন্য কোনো নম্বর।",
      tell: `আমাদের ওয়েবসাইট একটাই, ${website}, আর আমাদের সব ই-মেল ঠিকানা @${emailDomain} দিয়ে শেষ হয়। নম্বরটা এই পেজের তালিকার সঙ্গে মিলিয়ে নিন।`,
    },
    {
      title: "ব্যক্তিগত UPI ID-তে বুকিংয়ের অ্যাডভান্স",
      how: "ফোনে খুব কম দাম বলা হয়, তারপর ট্রাক পাকা করতে ‘টোকেন অ্যামাউন্ট’ চাওয়া হয়, যা যায় কোনো ব্যক্তির UPI ID-তে। তারপর আর কেউ আসে না।",
      tell: "আপনার UPI অ্যাপে টাকা যিনি পাবেন, তাঁর নাম কোনো ব্যক্তির, আমাদের রেজিস্টার্ড কোম্পানির নয়।",
    },
    {
      title: "জিনিসপত্র আটকে রেখে টাকা আদায়",
      how: "কম দামে জিনিসপত্র লোড করা হয়, তারপর কোনো গুদামে আটকে রাখা হয়, যতক্ষণ না আপনি ‘অতিরিক্ত চার্জ’, ‘GST’ বা ‘টোল’-এর নামে কোটেশনের কয়েক গুণ টাকা দিচ্ছেন।",
      tell: "আমাদের কোটেশনে প্রতিটি চার্জ ও ট্যাক্স আগে থেকেই লেখা থাকে; আমরা পথে কখনো কোনো চার্জ যোগ করি না।",
    },
    {
      title: "নকল IBA বা GST বিল",
      how: "ব্যাংক বা PSU-র বদলির ক্লেমের জন্য এমন বিল, যার লেটারহেডে কোনো আসল কোম্পানির নাম কপি করা, আর GSTIN বা LR নম্বর বানানো।",
      tell: "ক্লেম জমা দেওয়ার আগে সরকারের GST পোর্টালে GSTIN যাচাই করুন, আর LR নম্বর নিয়ে আমাদের অফিসে ফোন করুন।",
    },
    {
      title: "চাকরি ও ফ্র্যাঞ্চাইজির নামে ফি",
      how: "আমাদের নামে চাকরি বা ফ্র্যাঞ্চাইজির অফার দেওয়া বার্তা, যাতে ‘রেজিস্ট্রেশন’ বা ‘সিকিউরিটি ডিপোজিট’-এর নামে ফি চাওয়া হয়।",
      tell: "চাকরির আবেদনের জন্য আমরা কখনো কোনো ফি নিই না, আর ফ্র্যাঞ্চাইজির কথাবার্তা হয় শুধু আমাদের হেড অফিসে।",
    },
  ],
} satisfies Dictionary;

const helpLabels = ["জাতীয় সাইবার ক্রাইম হেল্পলাইন", "জাতীয় সাইবার ক্রাইম রিপোর্টিং পোর্টাল", "জাতীয় ক্রেতা সুরক্ষা হেল্পলাইন"];

if (helpLabels.length !== english.publicHelp.length)
  throw new Error("bn/verify.ts: a helpline without its Bengali name");

const publicHelp = {
  publicHelp: english.publicHelp.map((h, i) => ({ ...h, label: helpLabels[i] ?? h.label })),
} satisfies Dictionary;

/** The /verify page's content records in Bengali that are data. */
export const verify = {
  ...publicHelp,
} satisfies Dictionary;

/** Its records that are functions of the company's details: script, in the page's phrases module. */
export const verifyPhrases = {
  ...paymentRules,
  ...genuineDocuments,
  ...commonFrauds,
} satisfies Dictionary;
