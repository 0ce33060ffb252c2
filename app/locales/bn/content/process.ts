/**
 * The /process page's copy in Bengali: translates ../process.ts. The steps' titles are the home page's
 * Bengali steps (./home.ts), as the English ones are; the rating, years, cities and the claim window are read from
 * the facts and the guarantee. The survey notice (3–5 days) is the English module's own figure, written here as it
 * writes it.
 */
import { CITIES_SERVED, RATING, YEARS_IN_BUSINESS } from "~/content/facts.ts";
import { CLAIM_WINDOW_HOURS } from "~/content/guarantee.ts";
import * as english from "~/content/process.ts";
import type { Dictionary } from "~/locales/book";
import { inOrder } from "~/locales/records";

import { ratingText, replyText, yearsText } from "./facts.ts";
import { processOverview } from "./home.ts";

/** The Bengali steps of the home page, whose titles the English process steps share. */
const bengaliOverview = processOverview.processOverview as readonly english.Step[];

/** What each step of /process adds: its full account (the step's text) and its outcome. */
const details = [
  {
    text: "ফোন, চ্যাট বা ফ্রি এস্টিমেট ফর্মে জানান কোথা থেকে কোথায়, কবে, আর মোটামুটি কী কী জিনিসপত্র শিফট করবেন।",
    outcome: `${replyText} শিফটিং কোঅর্ডিনেটরের কল ব্যাক, প্রথম আনুমানিক খরচ সহ।`,
  },
  {
    text: "আমাদের সুপারভাইজার আপনার বাড়ি বা অফিসে এসে, বা ভিডিও কলে, সব জিনিসপত্র দেখে নেন এবং ভারী, ভঙ্গুর ও দামি জিনিসগুলি নোট করেন। শিফটিংয়ের তারিখের 3–5 দিন আগে সার্ভে বুক করুন।",
    outcome: "জিনিসপত্রের তালিকা: কী কী যাবে, আর কোন জিনিসের বিশেষ প্যাকিং লাগবে।",
  },
  {
    text: "আপনি খাতওয়ারি কোটেশন পাবেন: প্যাকিং, লোডিং, ট্রান্সপোর্ট, আনলোডিং, আনপ্যাকিং আর ট্রানজিট বিমা (ঐচ্ছিক), প্রতিটির দাম আলাদা। কোনো লুকোনো চার্জ নেই।",
    outcome: "নির্দিষ্ট দাম ও তারিখ, যাতে কিছু প্যাক হওয়ার আগেই আপনি সম্মতি দেন।",
  },
  {
    text: "আমাদের টিম বাবল র‍্যাপ, করুগেটেড শিট ও ওয়ার্ডরোব কার্টনে প্যাকিং করে, প্রতিটি কার্টনে ঘরের নাম লিখে দেয়, আর জিনিসপত্র বন্ধ, GPS-এ ট্র্যাক করা গাড়িতে লোড করে। নতুন ঠিকানায় আমরা আনলোড করি, আপনার বলা জায়গায় আসবাব রাখি, খাট ও আলমারি আবার জুড়ে দিই, আনপ্যাকিং করি আর প্যাকিংয়ের জঞ্জাল সঙ্গে নিয়ে যাই।",
    outcome: `নতুন বাড়িতে সবকিছু জায়গামতো, পথে রোজকার খবর, আর কোনো ক্ষতি জানানোর জন্য ${CLAIM_WINDOW_HOURS} ঘণ্টা।`,
  },
];

export const processSteps = {
  processSteps: inOrder(english.processSteps, inOrder(bengaliOverview, details)).map(([, [step, detail]]) => ({
    title: step.title,
    text: detail.text,
    outcome: detail.outcome,
  })),
} satisfies Dictionary;

/** Six reasons to trust the company; their icons are the section's, by position. */
export const trustReasons = {
  trustReasons: inOrder(english.trustReasons, [
    {
      title: "IBA অনুমোদিত",
      text: "ইন্ডিয়ান ব্যাংকস অ্যাসোসিয়েশন (IBA) অনুমোদিত, তাই ব্যাংক ও PSU কর্মীরা বদলির বিলের টাকা ফেরত পান।",
    },
    {
      title: `${YEARS_IN_BUSINESS}+ বছরের অভিজ্ঞতা`,
      text: `${yearsText} ধরে ভারতের ${CITIES_SERVED}+ শহরে বাড়ি, অফিস ও গাড়ির শিফটিং।`,
    },
    {
      title: "নিজস্ব প্রশিক্ষিত টিম",
      text: "প্যাকার ও ড্রাইভাররা আমাদের নিজেদের কর্মী, প্যাকিং, ভারী জিনিস তোলা ও লোডিংয়ে প্রশিক্ষিত — দিনমজুর নন।",
    },
    {
      title: "ট্রানজিট বিমা",
      text: "ঘোষিত মূল্যের সামান্য একটা অংশে বিমার কভার, আর ক্লেম করা থেকে তার নিষ্পত্তি পর্যন্ত আমাদের টিম আপনার পাশে থাকে।",
    },
    {
      title: "ট্র্যাক করা গাড়ি",
      text: "বন্ধ, GPS-এ ট্র্যাক করা ট্রাক, আর একজন সুপারভাইজার, যিনি রোজ ফোন করে জানান জিনিসপত্র কতদূর পৌঁছল।",
    },
    {
      title: `গ্রাহকদের রেটিং ${ratingText}`,
      text: `পরিবার ও কোম্পানিগুলি তাদের শিফটিংকে 5-এর মধ্যে ${RATING} রেটিং দেয়, আর বেশিরভাগ নতুন গ্রাহক আসেন কোনো পরিচিতের কথায়।`,
    },
  ]).map(([, reason]) => reason),
} satisfies Dictionary;
