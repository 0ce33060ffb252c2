/**
 * The About page's copy in Bengali: translates ../about.ts. Tab ids, link paths and the counters' figures
 * are read from the English records; the steps are the home page's Bengali steps (./home.ts), as the English ones are.
 */
import * as english from "~/content/about.ts";
import type { Step } from "~/content/process.ts";
import type { Dictionary } from "~/locales/book";
import { inOrder } from "~/locales/records";

import { processOverview } from "./home.ts";

/** Residential, commercial and specialized moves: the tabs' texts and their links' labels. */
export const aboutTabs = {
  aboutTabs: inOrder(english.aboutTabs, [
    {
      label: "আবাসিক",
      heading: "আপনার বাড়ির শিফটিং, ঘর ধরে ধরে",
      intro:
        "আমাদের বেশিরভাগ কাজই পরিবারের শিফটিং: শহরের মধ্যে একটা 1 BHK হোক বা কলকাতা থেকে বেঙ্গালুরুতে 4 BHK ভিলা। সার্ভে থেকে শেষ কার্টন খোলা পর্যন্ত একজনই সুপারভাইজার আপনার শিফটিংয়ের দায়িত্বে থাকেন।",
      points: [
        "ভিডিও কলে বা বাড়িতে এসে ফ্রি সার্ভে, আর প্রতিটি খাতের আলাদা হিসাব সহ লিখিত কোটেশন",
        "বাবল র‍্যাপ, করুগেটেড শিট ও ওয়ার্ডরোব কার্টনে কয়েক স্তরের প্যাকিং",
        "খাট, আলমারি ও মডিউলার কিচেন খোলা ও আবার জোড়া",
        "চাইলে আপনার কার ও বাইকও ঘরোয়া জিনিসপত্রের সঙ্গে",
      ],
      links: ["হোম শিফটিং", "লোকাল শিফটিং", "প্যাকিং ও আনপ্যাকিং"],
    },
    {
      label: "বাণিজ্যিক",
      heading: "অফিস, দোকান ও স্টকের শিফটিং, কাজের একটা দিনও নষ্ট না করে",
      intro:
        "অফিস শিফটিংয়ের পরিকল্পনা আমরা করি আপনার কাজের সময় বুঝে — সাধারণত শনি-রবিবারে বা রাতে — যাতে আপনার টিম শুক্রবার পুরোনো অফিস থেকে বেরিয়ে সোমবার নতুন ঠিকানায় কাজে বসতে পারে।",
      points: [
        "প্রতিটি সিটের শিফটিং প্ল্যান, ডেস্ক, মনিটর ও কেবলের বান্ডিলে ট্যাগ লাগিয়ে",
        "সার্ভার র‍্যাক ও আইটি যন্ত্রপাতি অ্যান্টি-স্ট্যাটিক প্যাকিংয়ে",
        "দুই বিল্ডিংয়েই লিফট বুকিং ও গেট পাসের ব্যবস্থা",
        "স্টক, নথিপত্র ও আসবাবের জন্য অল্প বা লম্বা সময়ের স্টোরেজ",
      ],
      links: ["অফিস শিফটিং", "ওয়্যারহাউস ও স্টোরেজ", "জিনিসপত্রের বিমা"],
    },
    {
      label: "বিশেষ",
      heading: "যে শিফটিংয়ে বাড়তি যত্ন আর কাগজপত্রের কাজ লাগে",
      intro:
        "কিছু শিফটিংয়ে শুধু একটা ট্রাক যথেষ্ট নয়: কাজে যোগ দেওয়ার কড়া তারিখ সহ পোস্টিং অর্ডার, বাড়ির চেয়েও দামি কোনো পেন্টিং, বা এমন ব্যাংক, যা শুধু অনুমোদিত ট্রান্সপোর্টারের খরচই ফেরত দেয়।",
      points: [
        "ডিফেন্স রিলোকেশন, বিল আপনার ইউনিট যে ফরম্যাটে চায় সেই ফরম্যাটেই",
        "শিল্পকর্ম মাপমতো তৈরি কাঠের ক্রেটে, দুই জায়গাতেই কন্ডিশন রিপোর্ট সহ",
        "ব্যাংক ও PSU কর্মীদের বদলির জন্য IBA অনুমোদিত ট্রান্সপোর্টারের কাগজপত্র",
        "কারের জন্য বন্ধ ক্যারিয়ার আর বাইকের জন্য ক্রেটে ট্রান্সপোর্ট",
      ],
      links: ["ডিফেন্স রিলোকেশন", "ফাইন আর্ট শিফটিং", "IBA অনুমোদিত ট্রান্সপোর্টার", "গাড়ি শিফটিং"],
    },
  ]).map(([tab, text]) => ({
    id: tab.id,
    label: text.label,
    heading: text.heading,
    intro: text.intro,
    points: text.points,
    links: inOrder(tab.links, text.links).map(([link, label]) => ({ to: link.to, label })),
  })),
} satisfies Dictionary;

export const mission = {
  mission: {
    title: "আমাদের লক্ষ্য",
    text: "ভারতে বাড়ি বা অফিস শিফটিংকে নিশ্চিন্ত করে তোলা: কাজ শুরুর আগেই লিখিত, ন্যায্য দাম, প্রশিক্ষিত লোক যাঁরা আপনার জিনিস নিজের জিনিসের মতো করে সামলান, আর ডেলিভারির এমন তারিখ, যা আমরা রাখি।",
  },
} satisfies Dictionary;

export const vision = {
  vision: {
    title: "আমাদের স্বপ্ন",
    text: "আমরা যে শহরেই কাজ করি, সেখানকার পরিবারগুলি যেন বন্ধুদের কাছে সবার আগে আমাদের নাম বলে — আমাদের ট্রাকের জন্য ততটা নয়, যতটা এই কারণে যে আমাদের পেছনে কাউকে বারবার ফোন করে তাগাদা দিতে হয়নি।",
  },
} satisfies Dictionary;

export const values = {
  values: inOrder(english.values, [
    {
      title: "সৎ দাম",
      text: "যে কোটেশনে আপনি সই করেন, বিলও ঠিক ততটাই আসে। কোনো বাড়তি কাজ করার আগে তার দাম জানিয়ে আপনার সঙ্গে ঠিক করে নেওয়া হয়।",
    },
    {
      title: "যত্ন করে জিনিস সামলানো",
      text: "আমাদের টিমের প্রত্যেক সদস্য কোনো কাজে যাওয়ার আগে প্যাকিং ও ভারী জিনিস তোলার প্রশিক্ষণ নেন।",
    },
    {
      title: "কথা রাখা",
      text: "পিকআপ ও ডেলিভারির তারিখ আমাদের প্রতিশ্রুতি, আর কোনো বদল হলে তার আগেই আমরা আপনাকে জানাই।",
    },
    {
      title: "ভুলের দায় নেওয়া",
      text: "কিছু ক্ষতি হলে আমরা তর্ক না করে ক্লেমে আপনাকে সাহায্য করি।",
    },
  ]).map(([, value]) => value),
} satisfies Dictionary;

/** The counters' labels; the figures and their signs are the English ones. */
export const counters = {
  counters: inOrder(english.counters, [
    "বছরের অভিজ্ঞতা",
    "পরিবারের শিফটিং",
    "যেসব শহর ও মফস্বলে আমরা জিনিসপত্র পৌঁছে দিয়েছি",
    "শিফটিং, ক্ষতির কোনো ক্লেম ছাড়াই",
  ]).map(([counter, label]) => ({ value: counter.value, suffix: counter.suffix, label })),
} satisfies Dictionary;

/** The Bengali steps of the home page (./home.ts), which the English About page's steps are too. */
const bengaliOverview = processOverview.processOverview as readonly Step[];

export const aboutSteps = {
  aboutSteps: inOrder(english.aboutSteps, bengaliOverview).map(([, { title, text }]) => ({ title, text })),
} satisfies Dictionary;
