/** The city pages' section words in Bengali, translated by the names their sections give them. */
import { indianNumber } from "~/config/numbers";
import { BRANCHES, CITIES_SERVED, OFFICE_HOURS, PHONE_HOURS } from "~/content/facts";
import { branchesText } from "~/locales/bn/content/facts";
import { genitive, localizedHours, locative } from "~/locales/bn/grammar";
import { headOfficeLocality } from "~/locales/bn/names";
import type { Dictionary } from "~/locales/book";

/** "1–2 দিন", "1 দিন". */
const days = ({ days: [min, max] }: { days: readonly [number, number] }) =>
  min === max ? `${min} দিন` : `${min}–${max} দিন`;

/** Distances with Latin digits and Indian grouping: "1,480". */

/**
 * Every record of these sections has words that are functions of the city shown: script, in the pages' phrases modules.
 */
export const networkSectionPhrases = {
  cityBenefitsWords: {
    officeTitle: (locality: string) => `আমাদের অফিস: ${locality}`,
    officeText: (city: string, headOffice: boolean, localities: string) =>
      `আপনার সার্ভেয়ার, টিম লিডার আর বিলিং — সবাই বসেন আমাদের ${city} ${headOffice ? "হেড অফিসে" : "ব্রাঞ্চে"}, অর্থাৎ আপনার কাজ হবে এমন লোকেদের সঙ্গে, যাঁরা ${localities} আর শহরের বাকি অংশ ভালো করে চেনেন।`,
    plannedTitle: (city: string) => `${genitive(city)} কথা মাথায় রেখে পরিকল্পনা`,
    plannedText: "তারিখ দেওয়ার আগে সার্ভেতে সেই সব বিষয় দেখে নেওয়া হয়, যার ওপর এখানকার শিফটিং নির্ভর করে:",
    lineTitle: "কলকাতার সঙ্গে সরাসরি যোগ",
    lineText: (city: string, duration: string) =>
      `আমাদের নিজস্ব ট্রাক ${locative(duration)} ${city} আর কলকাতা হাবের মধ্যে যাতায়াত করে, আর হাবের মাধ্যমে বাকি সব ব্রাঞ্চের সঙ্গেও যোগ রাখে।`,
    hubTitle: "গোটা নেটওয়ার্কের হাব",
    hubText: (city: string) =>
      `সব ${BRANCHES}টি ব্রাঞ্চের জিনিসপত্র এখানেই একসঙ্গে করা হয়, তাই ${city} থেকে আপনার জিনিসপত্র রওনা দেয় আমাদের নিজস্ব ট্রাকে, কোনো ব্রোকারের ট্রাকে নয়।`,
    insuredTitle: "বিমা সহ, IBA অনুমোদিত",
    insuredText:
      "আমরা যা বয়ে নিয়ে যাই তার ট্রানজিট বিমা, GST বিল, আর বদলির খরচ ফেরত পাওয়ার জন্য ব্যাংকের অনুমোদিত কাগজপত্র।",
    eyebrow: "কেন আমাদের লোকাল ব্রাঞ্চ",
    title: (city: string) => `কেন আমাদের ${genitive(city)} টিম বেছে নেবেন`,
    row: (city: string) => `আমাদের ${genitive(city)} টিম বেছে নেওয়ার কারণ`,
    days,
  },
  cityIntroWords: {
    eyebrow: (city: string, state: string) => `${city}, ${state}`,
    title: (city: string) => `${locative(city)} ও ${city} থেকে শিফটিং`,
    glance: (city: string) => `এক নজরে ${city}`,
    distance: "আমাদের কলকাতা হাব থেকে দূরত্ব",
    km: (km: number) => `সড়কপথে প্রায় ${indianNumber(km)} km`,
    route: (route: string) => `রুট: ${route}`,
    transit: "কলকাতা থেকে সাধারণত পৌঁছাতে লাগে",
    days,
    network: "এখান থেকে আমাদের নেটওয়ার্ক",
    branches: branchesText,
    delivering: `${CITIES_SERVED}+ শহরে ডেলিভারি`,
    hoursTitle: "অফিসের সময়",
    officeHours: `সোমবার থেকে শনিবার, ${localizedHours(OFFICE_HOURS)}`,
    phoneHours: `ফোন ধরা হয় প্রতিদিন ${localizedHours(PHONE_HOURS)}`,
    areas: (city: string) => `${city} ও আশপাশের যেসব এলাকায় আমরা পরিষেবা দিই`,
  },
  cityOfficeWords: {
    eyebrow: "চলে আসুন বা ফোন করুন",
    title: (city: string) => `আমাদের ${city} অফিস`,
    intro: `সার্ভে বুক করতে অফিসে চলে আসুন, বা ফোন করুন — আমরাই আপনার কাছে যাব। খোলা থাকে সোমবার থেকে শনিবার, ${localizedHours(OFFICE_HOURS)}।`,
    map: (city: string, locality: string) => `আমাদের ${city} অফিসের ম্যাপ, ${locality}`,
  },
  cityPracticalitiesWords: {
    eyebrow: "জেনে রাখা ভালো",
    title: (city: string) => `${locative(city)} শিফট করার আগে`,
    intro: (city: string) => `তারিখ আর দাম জানানোর আগে আমাদের ${genitive(city)} সার্ভেয়াররা কী কী দেখে নেন।`,
  },
  cityPricesWords: {
    eyebrow: "আনুমানিক দাম",
    titleTo: (city: string) => `কলকাতা থেকে ${city}: খরচ কত`,
    titleFrom: (city: string) => `${city} থেকে শিফটিং: খরচ কত`,
    introLocal: (city: string) =>
      `${genitive(city)} মধ্যে আর ${city} থেকে অন্য শহরে শিফটিংয়ের আনুমানিক চার্জ। আপনার জিনিসপত্রের ফ্রি সার্ভের পরে আপনার দাম ঠিক হয়।`,
    introNational: (city: string) =>
      `কলকাতা থেকে ${city} পর্যন্ত ডোর-টু-ডোর শিফটিংয়ের আনুমানিক চার্জ। আপনার জিনিসপত্রের ফ্রি সার্ভের পরে আপনার দাম ঠিক হয়।`,
    introBandBefore: (city: string) => `${genitive(city)} জন্য আমরা রুটের কোনো নির্দিষ্ট দাম প্রকাশ করি না, তাই এটি আমাদের `,
    introBandLink: "হোম শিফটিংয়ের দূরত্বের টেবিল",
    introBandAfter: (km: string) =>
      ` থেকে নেওয়া সেই সারি, যা কলকাতা থেকে সড়কপথের দূরত্বের (প্রায় ${km} km) জন্য প্রযোজ্য। ফ্রি সার্ভের পরে আপনার দাম ঠিক হয়।`,
    caption: (city: string) => `কলকাতা থেকে ${city} (আনুমানিক, ₹-এ)`,
    bandCaption: (city: string) => `কলকাতা থেকে ${city} হোম শিফটিং (আনুমানিক, ₹-এ)`,
    to: "কোথায়",
    distance: "দূরত্ব",
    withinCaption: (city: string) => `${genitive(city)} মধ্যে শিফটিং, সব মিলিয়ে (আনুমানিক, ₹-এ)`,
    move: "শিফটিং",
    within: (city: string) => `${genitive(city)} মধ্যে`,
    itemised: "ট্রান্সপোর্ট, প্যাকিং, আনপ্যাকিং আর মজুরির আলাদা আলাদা হিসাব: ",
    itemisedLink: "আমাদের লোকাল শিফটিংয়ের টেবিল",
    otherCities: "কলকাতা থেকে অন্য শহরে শিফটিংয়ের দাম",
  },
  cityServicesWords: {
    eyebrow: "আমাদের পরিষেবা",
    title: (city: string) => `আমাদের ${city} ব্রাঞ্চ আপনার জন্য কী কী করতে পারে`,
  },
  cityTestimonialsWords: {
    eyebrow: "গ্রাহকদের মতামত",
    title: (city: string) => `আমাদের ${genitive(city)} গ্রাহকেরা কী বলেন`,
    row: (city: string) => `আমাদের ${city} ব্রাঞ্চের রিভিউ`,
    translatedNote: "গ্রাহকেরা এই রিভিউগুলি ইংরেজিতে লিখেছিলেন; এখানে তার বাংলা অনুবাদ।",
  },
  cityVerifyWords: {
    title: (city: string) => `আমাদের নাম করে “${city} প্যাকার্স” থেকে ফোন এসেছে?`,
    text: "নম্বরটি আমাদের অফিশিয়াল তালিকার সঙ্গে মিলিয়ে নিন, আর কোনো ব্যক্তিগত UPI ID-তে কখনো অ্যাডভান্স পাঠাবেন না।",
    button: "সত্যিই কি আমরা?",
  },
  cityListWords: {
    fromKolkata: (transit) => `কলকাতা থেকে ${days(transit)}`,
  },
  headOfficeWords: {
    eyebrow: "হেড অফিস",
    title: ({ city }) => `${city}, যেখান থেকে প্রতিটি রুট শুরু হয়`,
    text: ({ city, state }) =>
      `${locative(headOfficeLocality)} আমাদের হেড অফিস পরিকল্পনা, বিলিং আর ক্লেম সামলায়, আর এখানেই সেই হাব, যেখানে বিভিন্ন ব্রাঞ্চের জিনিসপত্র একসঙ্গে করা হয়। ${city} আর ${genitive(state)} মধ্যে শিফটিংও এই অফিস নিজেই করে।`,
    card: (brand) => `${brand}, হেড অফিস`,
    prices: ({ city }) => `${city} থেকে শিফটিং: রেট ও এলাকা`,
    contact: "কীভাবে পৌঁছাবেন ও জিজ্ঞাসার ফর্ম",
  },
  interCityWords: {
    eyebrow: "এক শহর থেকে অন্য শহরে",
    title: "অন্য শহরে শিফটিং কীভাবে হয়",
    intro:
      "এক শহর থেকে অন্য শহরে প্রতিটি শিফটিং দুটি ব্রাঞ্চ মিলে করে: একটি প্যাক করে, অন্যটি পৌঁছে দেয়, আর দুই প্রান্তের কাজ একটাই দামে।",
    step: (n) => `ধাপ ${n}`,
    steps: [
      {
        title: "যে শহর ছেড়ে যাচ্ছেন, সেখানকার ব্রাঞ্চ সার্ভে করে কোটেশন দেয়",
        text: "আপনার শহরের ব্রাঞ্চ বাড়িতে এসে বা ভিডিও কলে সার্ভে করে, প্রতিটি জিনিসের তালিকা বানায় আর পুরো শিফটিংয়ের জন্য একটাই দাম জানায়।",
      },
      {
        title: "প্যাকিং আর লোডিং একই টিমের হাতে",
        text: "সেই টিমই জিনিসপত্র প্যাক করে, প্রতিটি কার্টনে আপনার তালিকার নম্বর লাগায় আর ট্রাক লোড করে। আপনি পান জিনিসপত্রের তালিকা আর LR (লরি রসিদ)-এর কপি।",
      },
      {
        title: "সরাসরি ট্রাক, নয়তো কলকাতা হাব হয়ে",
        text: "গোটা বাড়ির জিনিসপত্র আলাদা ট্রাকে সোজা নতুন শহরে যায়। কম জিনিসপত্র আসে আমাদের কলকাতা হাবে, আর সেখান থেকে সেই শহরে যাওয়ার পরের ট্রাকে রওনা দেয়।",
      },
      {
        title: "নতুন শহরের ব্রাঞ্চ জিনিসপত্র পৌঁছে দেয়",
        text: "অন্য প্রান্তের ব্রাঞ্চ দায়িত্ব নেয়: সোসাইটি বা গেটের নিয়মকানুন সামলায়, জিনিসপত্র নামায়, খোলে, আসবাব আবার জোড়া দেয়, আর আপনার সঙ্গে তালিকা মিলিয়ে নেয়।",
      },
    ],
  },
  networkMapWords: {
    title: "ভারতে আমাদের অফিসগুলির ম্যাপ",
    description: (branchCount: number) =>
      `ভারতের ম্যাপ, যাতে কলকাতার হেড অফিস আর আমাদের ${branchCount}টি ব্রাঞ্চ চিহ্নিত করা আছে। প্রতিটি চিহ্ন সেই শহরের পেজ খোলে; এই শহরগুলিই ম্যাপের পাশে তালিকাতেও আছে।`,
    headOfficePin: (city: string) => `${city}, হেড অফিস`,
    legendHeadOffice: "হেড অফিস",
    legendBranch: "ব্রাঞ্চ",
  },
} satisfies Dictionary;
