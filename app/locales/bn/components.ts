/**
 * The shared components' words in Bengali (docs/bengali-glossary.md), each paired with the English words its
 * component exports. The Bengali route modules hand them to their pages with the Bengali content; English pages never
 * load this module.
 */
import { indianNumber } from "~/config/numbers";
import { CITIES_SERVED, OFFICE_HOURS, PHONE_HOURS, REPLY_MINUTES } from "~/content/facts";
import { formatPrice } from "~/content/prices/types";
import { branchesText, citiesServedText, yearsText } from "~/locales/bn/content/facts";
import { localizedHours, locative } from "~/locales/bn/strings";
import type { Dictionary } from "~/locales/book";

/** Latin digits with Indian grouping: "1,284" (docs/bengali-glossary.md). */

/**
 * A cell charged at actual cost ("As Actual", SPEC §9): here, with the price table's words every page has, rather
 * than in the price tables' texts, which only pages with a table load.
 */
export const asActual = "আসল খরচে";

export const components = {
  stepsAsideWords: {
    step: (n: number) => ["ধাপ ", n, ": "],
    talk: "সরাসরি কথা বলতে চান?",
    call: "ফোন করুন: ",
  },
  cityFactWords: {
    fromKolkata: "কলকাতা থেকে বাড়ি শিফটিং",
    localMove: "শহরের মধ্যে বাড়ি শিফটিং",
    from: (price: number) => `₹${formatPrice({ fixed: price })} থেকে`,
    transit: "কলকাতা থেকে পৌঁছতে লাগে",
    days: (min: number, max: number) => (min === max ? `${min} দিন` : `${min}–${max} দিন`),
    officeOpen: "অফিস খোলা",
    officeHours: `সোম–শনি, ${localizedHours(OFFICE_HOURS)}`,
  },
  companyFactWords: {
    localMove: "শহরের মধ্যে বাড়ি শিফটিং",
    from: (price: number) => `₹${formatPrice({ fixed: price })} থেকে`,
    quoteReply: "কোটেশনের উত্তর",
    reply: `${REPLY_MINUTES} মিনিটের মধ্যে`,
    phoneLines: "ফোন লাইন",
    phoneHours: `প্রতিদিন ${localizedHours(PHONE_HOURS)}`,
  },
  proofPanelWords: {
    rating: "গ্রাহকদের রেটিং",
    gst: "প্রকাশিত দাম",
    beforeGst: (percent: number) => `${percent}% GST বাদে`,
    ibaCode: "IBA অনুমোদন কোড",
    domains: "আমাদের একমাত্র ওয়েবসাইট ও ই-মেল",
    years: "পরিবারের শিফটিংয়ের অভিজ্ঞতা",
    yearsValue: yearsText,
  },
  bookSurveyLinkWords: { label: "ফ্রি সার্ভে বুক করুন" },
  guaranteeLinkWords: { label: "100% সুরক্ষা গ্যারান্টি" },
  mapWords: {
    show: "ম্যাপ দেখান",
    source: "ম্যাপটি OpenStreetMap থেকে লোড হবে",
    larger: "বড় ম্যাপ দেখুন",
    newTab: "(OpenStreetMap নতুন ট্যাবে খুলবে)",
  },
  ratingBasisWords: {
    basis: (reviews: number) => ["", `-এ ${indianNumber(reviews)}টি রিভিউয়ের ভিত্তিতে`],
  },
  servicesBannerWords: {
    title: "সব ধরনের শিফটিংয়ের জন্য একটাই টিম",
    text: "বাড়ি, অফিস, কার, বাইক, শিল্পকর্ম আর স্টোরেজ — একই প্রশিক্ষিত টিম প্যাক করে, পৌঁছে দেয় আর বিমা করিয়ে দেয়।",
    button: "আমাদের সব পরিষেবা দেখুন",
  },
  howItWorksWords: {
    title: "কীভাবে কাজ হয়?",
    step: "ধাপ",
    row: "শিফটিংয়ের ধাপগুলি",
  },
  foldedParagraphsWords: { readMore: "আরও পড়ুন" },
  breadcrumbWords: { label: "আপনি এখানে আছেন" },
  officeContactWords: {
    address: "ঠিকানা",
    phone: "ফোন",
    email: "ই-মেল",
    hours: "সময়",
  },
  ourServicesCrumb: [
    { label: "হোম", to: "/" },
    { label: "আমাদের পরিষেবা", to: "/our-services" },
  ],
  faqWords: {
    title: "সাধারণ প্রশ্ন",
    eyebrow: "প্রশ্ন ও উত্তর",
    intro: "সার্ভে, প্যাকিং, ট্র্যাকিং, ক্লেম আর তারিখ নিয়ে ছোট ছোট উত্তর। তবুও কোনো সন্দেহ থাকলে যেকোনো দিন ফোন করুন।",
  },
  safetyGuaranteeWords: {
    eyebrow: "আমাদের প্রতিশ্রুতি, বিস্তারিত",
    title: "100% সুরক্ষা গ্যারান্টি মানে কী",
    intro:
      "আমাদের প্যাক করা কোনো জিনিস আমাদের দায়িত্বে থাকার সময় হারিয়ে গেলে বা ক্ষতি হলে, আমরা তা পূরণ করে দিই। এর মধ্যে ঠিক কী কী পড়ে, তা নিচে দেওয়া হল।",
    covered: "কী কী গ্যারান্টির মধ্যে পড়ে",
    howToClaim: "কীভাবে ক্লেম করবেন",
    limits: "সীমাবদ্ধতা",
    summary: "কী কী গ্যারান্টির মধ্যে পড়ে, কীভাবে ক্লেম করবেন আর সীমাবদ্ধতা",
    readTerms: "আমাদের শর্তাবলির ক্লেমের অংশটি পড়ুন",
  },
  testimonialCardsWords: {
    heading: "সন্তুষ্ট গ্রাহক",
    intro: "শিফটিংয়ের পরে পরিবার আর কোম্পানিগুলি আমাদের সম্পর্কে কী বলেছেন।",
    readAll: "সব গ্রাহকের রিভিউ পড়ুন",
    translatedNote: "গ্রাহকেরা এই রিভিউগুলি ইংরেজিতে লিখেছিলেন; এখানে তার বাংলা অনুবাদ।",
  },
  networkBlockWords: {
    title: "আমাদের পরিষেবা নেটওয়ার্ক",
    eyebrow: "সারা ভারতে",
    citiesLabel: "যেসব শহরে আমরা আছি",
    rowLabel: "ব্রাঞ্চের শহর",
    cityLink: (city: string) => `${locative(city)} প্যাকার্স অ্যান্ড মুভার্স`,
    compactIntro: `আমাদের ${branchesText} ${CITIES_SERVED}+ শহরে জিনিসপত্র পৌঁছে দেয়, প্যাকিং থেকে আনলোডিং পর্যন্ত একই চেকলিস্ট মেনে।`,
    intro: `গুজরাট থেকে অসম পর্যন্ত আমাদের ${branchesText} ${CITIES_SERVED}+ শহরে জিনিসপত্র পৌঁছে দেয় — আর যে টিম আপনার বাড়ির জিনিস প্যাক করে এবং যে টিম অন্য প্রান্তে তা নামায়, দুই টিমই একই চেকলিস্ট মেনে চলে।`,
    viewAll: "পুরো নেটওয়ার্ক দেখুন",
    branchCities: "ব্রাঞ্চের শহর",
    states: "রাজ্য ও কেন্দ্রশাসিত অঞ্চল",
    citiesServedMeans: "যেসব শহর ও মফস্বলে আমরা জিনিসপত্র পৌঁছে দিয়েছি",
    citiesServed: citiesServedText,
  },
  priceTableWords: {
    note: "সব দামই আনুমানিক, ফ্রি সার্ভের পরে চূড়ান্ত হয়।",
    covers: "এই দামের মধ্যে আছে:",
    estimate: "আপনার শিফটিংয়ের খরচ জেনে নিন",
    asActual,
  },
  companyIdentityWords: {
    legalName: "রেজিস্টার্ড নাম",
    ibaApproval: "IBA অনুমোদন",
    founded: "প্রতিষ্ঠা",
    director: "প্রতিষ্ঠাতা ও ম্যানেজিং ডিরেক্টর",
    fleet: "নিজস্ব গাড়ি",
    fleetSize: (n: number) => `${n}টি ট্রাক ও কার ক্যারিয়ার`,
    insurers: "ট্রানজিট বিমা কোম্পানি",
    eyebrow: "রেজিস্টার্ড কোম্পানি",
    title: "কোম্পানির তথ্য",
    intro:
      "আমাদের প্রতিটি কোটেশন, LR (কনসাইনমেন্ট নোট) আর বিলে এই নম্বরগুলি ছাপা থাকে। যে-ই নিজেকে আমাদের লোক বলুক, তাকে টাকা দেওয়ার আগে নম্বরগুলি মিলিয়ে নিন।",
    verifyLink: "কোনো ফোন, কোটেশন বা টাকার দাবি সত্যিই আমাদের কাছ থেকে কি না, কীভাবে যাচাই করবেন",
  },
  carouselWords: {
    previous: (subject: string) => `আগের: ${subject}`,
    pause: (subject: string) => `থামান: ${subject}`,
    play: (subject: string) => `চালান: ${subject}`,
    next: (subject: string) => `পরের: ${subject}`,
  },
  notFoundWords: {
    title: "এই পেজটি আমরা খুঁজে পাইনি",
    text: "হয়তো ঠিকানাটা ভুল টাইপ হয়েছে, বা পেজটি অন্য জায়গায় সরে গেছে। আমাদের সব পরিষেবা মাত্র একটি ক্লিক দূরে।",
    home: "হোম পেজে যান",
    services: "আমাদের পরিষেবা দেখুন",
  },
} satisfies Dictionary;
