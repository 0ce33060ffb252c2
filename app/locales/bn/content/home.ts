/**
 * The home page's copy and the shared marketing sections in Bengali: translates ../home.ts. Paths, icons,
 * claims' figures, dates and logos are read from the English records.
 */
import * as english from "~/content/home.ts";
import type { Dictionary } from "~/locales/book";
import { inOrder } from "~/locales/records";

import { yearsText } from "./facts.ts";

/** The six home cards. */
export const homeServiceCards = {
  homeServiceCards: inOrder(english.homeServiceCards, [
    {
      title: "হোম শিফটিং",
      description: "1 BHK থেকে ভিলা, প্রতিটি ঘর আলাদা করে প্যাক করে ভারতের যেকোনো জায়গায় আপনার নতুন বাড়ির দরজায় পৌঁছে দিই।",
    },
    {
      title: "অফিস শিফটিং",
      description: "ডেস্ক, সার্ভার আর ফাইল শিফট হয় শনি-রবিবারে, যাতে সোমবার থেকেই নতুন অফিসে কাজ শুরু হয়।",
    },
    {
      title: "গাড়ি শিফটিং",
      description: "কার যায় বন্ধ ক্যারিয়ারে আর বাইক গদি-মোড়া র‍্যাকে, পাঠানো ও পৌঁছনো দুই সময়েই কন্ডিশন রিপোর্ট সহ।",
    },
    {
      title: "ওয়্যারহাউসিং",
      description:
        "পরিষ্কার, CCTV-র নজরদারিতে থাকা স্টোরেজ, এক সপ্তাহ বা এক বছরের জন্য, যতদিন না আপনি নতুন বাড়িতে গুছিয়ে বসছেন বা মেরামতের কাজ শেষ হচ্ছে।",
    },
    {
      title: "প্যাকিং ও আনপ্যাকিং",
      description: "নতুন কার্টনে কয়েক স্তরের প্যাকিং, আর এমন আনপ্যাকিং যাতে সবার আগে রান্নাঘর আবার গুছিয়ে যায়।",
    },
    {
      title: "লোকাল শিফটিং",
      description: "শহরের মধ্যে একই দিনে শিফটিং: সঙ্গে টিম আর বন্ধ ট্রাক, কোনো অপ্রত্যাশিত চার্জ নেই।",
    },
  ]).map(([card, text]) => ({ title: text.title, path: card.path, description: text.description, icon: card.icon })),
} satisfies Dictionary;

/** The four reasons to choose the company. */
export const reasons = {
  reasons: inOrder(english.reasons, [
    {
      title: "অভিজ্ঞতা ও দক্ষতা",
      text: `${yearsText} ধরে সারা ভারতে শিফটিং করতে করতে আমাদের টিম শিখেছে সরু গলি, উঁচু বাড়ির লিফট আর বর্ষার রাস্তা কীভাবে সামলাতে হয়।`,
    },
    {
      title: "গ্রাহকের সন্তুষ্টি",
      text: "সার্ভে থেকে আনপ্যাকিং পর্যন্ত একজনই কোঅর্ডিনেটর আপনার সঙ্গে থাকেন, আর আমাদের বেশিরভাগ কাজ আসে সেই পরিবারগুলির কাছ থেকে, যাঁরা আগেও আমাদের সঙ্গে শিফট করেছেন।",
    },
    {
      title: "সাধ্যের মধ্যে দাম",
      text: "যেকোনো বাজেটের জন্য টাকায় ন্যায্য, খাতওয়ারি কোটেশন, যাতে প্যাকিং, ট্রান্সপোর্ট ও মজুরির খরচ লাইন ধরে ধরে আলাদা লেখা থাকে।",
    },
    {
      title: "তৎপরতা ও নির্ভরযোগ্যতা",
      text: "GPS-এ ট্র্যাক করা ট্রাক, আমাদের নিজেদের বেতনভুক্ত প্রশিক্ষিত প্যাকার, আর লিখিতভাবে দেওয়া ডেলিভারির তারিখ।",
    },
  ]).map(([reason, text]) => ({ title: text.title, text: text.text, icon: reason.icon })),
} satisfies Dictionary;

/** The four claims: the figures are the English ones. */
export const claims = {
  claims: inOrder(english.claims, ["বছরের অভিজ্ঞতা", "অনুমোদিত ট্রান্সপোর্টার", "গ্রাহকদের রেটিং", "সুরক্ষা গ্যারান্টি"]).map(
    ([claim, label]) => ({
      value: claim.value,
      label,
      ...(claim.isRating && { isRating: claim.isRating }),
    }),
  ),
} satisfies Dictionary;

/** The four texts of the rotating banner. */
export const bannerTestimonials = {
  bannerTestimonials: inOrder(english.bannerTestimonials, [
    {
      text: "সল্টলেকে আমাদের 3 BHK ওঁরা একদিনেই প্যাক করে দিলেন, আর সব জিনিস একটাও আঁচড় ছাড়া বেঙ্গালুরু পৌঁছল, এমনকি আমার মায়ের কাচের শোকেসটাও।",
      name: "অনির্বাণ ঘোষ",
      place: "কলকাতা থেকে বেঙ্গালুরু",
    },
    {
      text: "চল্লিশটা ডেস্কের আমাদের অফিস শনিবার শিফট হল, আর সোমবার সকালের মধ্যেই সার্ভার চালু। কোটেশন থেকে এক টাকাও এদিক-ওদিক হয়নি।",
      name: "প্রিয়া রঘুনাথন",
      place: "অফিস শিফটিং, চেন্নাই",
    },
    {
      text: "পিকআপের চার দিন পরে আমার গাড়ি বন্ধ ক্যারিয়ারে পুনে পৌঁছল, ওডোমিটারের রিডিং একই, আর একটাও নতুন দাগ নেই।",
      name: "সন্দীপ কুলকার্নি",
      place: "দিল্লি থেকে পুনে",
    },
    {
      text: "হঠাৎ করে রাঁচি থেকে গুয়াহাটিতে পোস্টিং হল, আর টিম এক সপ্তাহের মধ্যে সার্ভে, প্যাকিং আর ব্যাংকের কাগজপত্র সব সামলে দিল।",
      name: "মেজর হরপ্রীত সান্ধু",
      place: "রাঁচি থেকে গুয়াহাটি",
    },
  ]).map(([testimonial, text]) => ({
    text: text.text,
    name: text.name,
    date: testimonial.date,
    place: text.place,
  })),
} satisfies Dictionary;

/** The client companies of the 'Happy Clients' strip, their names in Bengali script. */
export const clients = {
  clients: inOrder(english.clients, [
    "তরঙ্গিণী টেক্সটাইলস",
    "নীলাচল টি কোম্পানি",
    "অশ্বিকা স্টিল",
    "কবিরাহ ফার্মা",
    "ইন্দ্রাবলী ইনফোটেক",
    "বিন্ধারা সিমেন্ট",
    "রসুইয়া ফুডস",
    "সাগরমিত্র শিপিং",
    "উজ্জ্বল সোলার",
    "হেমকুণ্ড হোটেলস",
  ]).map(([client, name]) => ({ name, logo: client.logo, width: client.width, height: client.height })),
} satisfies Dictionary;

/** The process in four steps, as the home page summarises it. */
export const processOverview = {
  processOverview: inOrder(english.processOverview, [
    {
      title: "শিফটিংয়ের খুঁটিনাটি জানান",
      text: "ফোন, WhatsApp বা আমাদের ফর্মে জানান কোথা থেকে কোথায় যাচ্ছেন, কোন তারিখে, আর আপনার বাড়ি কত বড়।",
    },
    {
      title: "শিফটিংয়ের আগে ফ্রি পরামর্শ",
      text: "আমাদের সার্ভেয়ার বাড়িতে এসে বা ভিডিও কলে আপনার জিনিসপত্রের তালিকা তৈরি করেন, সিঁড়ি ও লিফট দেখে নেন, আর প্যাকিংয়ের পরিকল্পনা করেন।",
    },
    {
      title: "আপনার মাপে তৈরি কোটেশন",
      text: "আপনার শিফটিংয়ের জন্য তৈরি লিখিত কোটেশন পাবেন, প্রতিটি খাতের হিসাব আলাদা, আর শিফটিংয়ের দিন কোনো লুকোনো চার্জ যোগ হবে না।",
    },
    {
      title: "ঝামেলাহীন শিফটিং",
      text: "আমাদের টিম সময়মতো প্যাকিং, লোডিং, ট্রান্সপোর্ট ও আনপ্যাকিং করে, আর আপনার কোঅর্ডিনেটর প্রতিটি ধাপের খবর আপনাকে দিতে থাকেন।",
    },
  ]).map(([, step]) => ({ title: step.title, text: step.text })),
} satisfies Dictionary;
