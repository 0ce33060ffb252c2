/** The photos' alt texts in Bengali: translates `imageAlts` of ../images.ts, slot by slot. */
import { cityPageList } from "~/content/city-list.ts";
import { cityImageId, imageAlts } from "~/content/images.ts";
import type { Dictionary } from "~/locales/book";

import { cityNames } from "./city-list.ts";

const fixed: Record<string, string> = {
  "home-hero": "সরু গলিতে মুভিং ট্রাকে জিনিসপত্র তুলছে আমাদের টিম",
  "crew-packing": "কার্টনে টেপ লাগিয়ে লেবেল লিখছেন আমাদের দুজন প্যাকার",
  warehouse: "আমাদের গুদামের একটি সারি, প্যালেট র‍্যাকে রাখা কার্টন",
  "home-shifting": "শিফটিংয়ের আগে বাড়ির আসবাব মুড়ছেন প্যাকাররা",
  "office-relocation": "মোড়া মনিটর আর অফিসের চেয়ার গড়িয়ে অফিস থেকে বের করছে টিম",
  "vehicle-shifting": "কার ক্যারিয়ার ট্রাকে বেঁধে রাখা একটি কার ও একটি মোটরসাইকেল",
  "car-transport": "র‍্যাম্প দিয়ে আমাদের বন্ধ কার ক্যারিয়ারে তোলা হচ্ছে একটি কার",
  "bike-transport": "খোলা কাঠের ক্রেটে সোজা দাঁড় করিয়ে বাঁধা, মোড়া একটি মোটরসাইকেল",
  "local-shifting": "শহরের মধ্যে শিফটিংয়ের জন্য ফ্ল্যাটবাড়ি থেকে ছোট ট্রাকে কার্টন নিয়ে যাচ্ছে আমাদের টিম",
  "defence-relocation": "সেনাবাহিনীর একটি পরিবার, টিমকে নিজেদের ট্রাঙ্ক তুলতে দেখছেন",
  "fine-arts-relocation": "ফ্রেমে বাঁধানো একটি পেন্টিং, গদি-মোড়া কাঠের ক্রেটে নামানো হচ্ছে",
  "goods-insurance": "টিক চিহ্ন দেওয়া ঢালের নিচে প্যাক করা কার্টন ও একটি TV, পাশে সই করা বিমা পলিসি",
  "about-team": "ট্রাকের সামনে একসঙ্গে দাঁড়িয়ে আমাদের মুভিং টিম ও অফিস টিম",
  career: "নতুন সহকর্মীকে কার্টনে টেপ লাগানো শেখাচ্ছেন আমাদের এক টিম লিডার",
  process: "পুরোনো বাড়ি থেকে নতুন বাড়ির পথে রাস্তায় চলা একটি ট্রাক, পথে একের পর এক চেকপয়েন্ট",
  "iba-approved-transporter":
    "ব্যাংকের বাইরে একজন ব্যাংক কর্মীর হাতে অনুমোদিত বিল তুলে দিচ্ছে আমাদের টিম, পেছনে তৈরি দাঁড়িয়ে ট্রাক",
};

/** What stands behind each office in its drawing: the Bengali of the English alt texts' landmarks. */
const landmarks: Record<string, string> = {
  kolkata: "হাওড়া ব্রিজ",
  ahmedabad: "ঝুলতা মিনার আর আকাশে ঘুড়ি",
  bangalore: "বিধান সৌধ",
  bhagalpur: "গঙ্গার ওপর বিক্রমশিলা সেতু",
  bhubaneshwar: "লিঙ্গরাজ মন্দির",
  chennai: "একটি মন্দিরের গোপুরম",
  chhapra: "নদীর একটি ঘাট",
  delhi: "ইন্ডিয়া গেট",
  gurgaon: "সাইবার সিটির উঁচু টাওয়ার",
  guwahati: "কামাখ্যা মন্দির",
  hyderabad: "চারমিনার",
  jaipur: "হাওয়া মহল",
  jamshedpur: "ইস্পাত কারখানার চিমনি",
  mumbai: "গেটওয়ে অফ ইন্ডিয়া",
  patna: "গোলঘর",
  pune: "শনিবার ওয়াড়া",
  raipur: "একটি ঘড়িঘর",
  ranchi: "পাহাড়ি মন্দির ও তার পতাকা",
};

const city = Object.fromEntries(
  cityPageList.map(({ slug }) => [
    cityImageId(slug),
    `আমাদের ${cityNames[slug]?.name ?? slug} অফিসের সামনের দিক, পেছনে ${landmarks[slug] ?? ""}`,
  ]),
);

const alts = { ...fixed, ...city };
const missing = [
  ...Object.keys(imageAlts).filter((id) => !(id in alts)),
  ...cityPageList.filter(({ slug }) => !landmarks[slug]).map(({ slug }) => cityImageId(slug)),
];
if (missing.length > 0) throw new Error(`No Bengali alt text for the photo slot(s): ${missing.join(", ")}`);

export const images = { imageAlts: alts } satisfies Dictionary;
