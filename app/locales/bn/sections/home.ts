/** The home page's section words in Bengali, paired with the English words of each section. */
import { numberWord, ratingText, replyText, yearsText } from "~/locales/bn/content/facts";
import { genitive } from "~/locales/bn/grammar";
import type { Dictionary } from "~/locales/book";

export const homeSections = {
  homeHeroWords: {
    badge: "IBA অনুমোদিত প্যাকার্স অ্যান্ড মুভার্স",
    title: "দ্রুত, নিরাপদ আর সাশ্রয়ী শিফটিং, ",
    titleAccent: "সারা ভারতে",
    introBefore: "প্রশিক্ষিত টিম, কয়েক স্তরের প্যাকিং আর ",
    introAfter: ` সহ বাড়ি, অফিস, কার আর বাইকের শিফটিং। আপনি কোথায় যাচ্ছেন জানান — কোটেশন ফ্রি, আর ${replyText} আমাদের কোঅর্ডিনেটর আপনাকে ফোন করবেন।`,
    getQuote: "কোটেশন নিন",
    bookSurvey: "অথবা আপনার সুবিধামতো সময়ে ফ্রি সার্ভে বুক করুন",
    learnMore: "আরও জানুন",
    learnMoreRest: ": আমাদের কথা",
    rating: ratingText,
    ratingLabel: "গ্রাহকদের রেটিং",
    years: yearsText,
    yearsLabel: "ধরে সারা ভারতে শিফটিং",
    safetyLabel: "সুরক্ষা গ্যারান্টি",
  },
  serviceCardsWords: {
    eyebrow: "আমরা কী কী শিফট করি",
    title: "সব প্রয়োজনের জন্য শিফটিং পরিষেবা",
    intro: "যেকোনো পরিষেবা বেছে নিন আর দেখুন তাতে কী কী থাকে, আমরা কীভাবে কাজ করি আর খরচ কত পড়ে।",
    learnMore: "আরও জানুন",
    row: "আমাদের পরিষেবা",
  },
  homePriceWords: {
    title: "প্যাকার্স অ্যান্ড মুভার্সের চার্জ",
    eyebrow: "আনুমানিক দাম",
    intro:
      "পরিকল্পনায় সুবিধার জন্য টাকায় আনুমানিক চার্জ। আপনার সঠিক দাম নির্ভর করে জিনিসপত্রের পরিমাণ, তলা আর লিফটের সুবিধা এবং তারিখের ওপর, আর তা ফ্রি সার্ভের পরে লিখিতভাবে ঠিক হয়।",
    localNote: "একই শহরের মধ্যে আনুমানিক দাম।",
    nationalNote: "কলকাতা থেকে আনুমানিক দাম; কার ট্রান্সপোর্টের খরচ ঘরোয়া জিনিসপত্রের খরচের সঙ্গে আলাদা করে যোগ হয়।",
    nationalFold: "কলকাতা থেকে অন্য শহরে শিফটিংয়ের দাম",
  },
  whyChooseUsWords: {
    title: "কেন আমাদের বেছে নেবেন",
    eyebrow: "পরিবারগুলি কেন আমাদের ওপর ভরসা করে",
    intro:
      "শিফটিং একটা ব্যক্তিগত ব্যাপার। আপনার বাড়িকে আমরা ঠিক সেভাবেই সামলাই, যেভাবে চাইতাম কেউ আমাদের বাবা-মায়ের বাড়ি সামলাক।",
    record: "আমাদের রেকর্ড",
    row: "আমাদের বেছে নেওয়ার কারণ",
  },
} satisfies Dictionary;

/** The records whose words are functions of what the page shows: script, in the page's phrases module. */
export const homeSectionPhrases = {
  homeProcessWords: {
    eyebrow: "আমাদের প্রক্রিয়া",
    intro: (steps) => `আপনার প্রথম ফোন থেকে শেষ কার্টনটি খোলা পর্যন্ত, ${numberWord(steps)}টি সহজ ধাপ।`,
  },
  testimonialBannerWords: {
    title: "আমাদের গ্রাহকেরা কী বলেন",
    eyebrow: "গ্রাহকদের মতামত",
    slide: (n: number, count: number) => `${count}টির মধ্যে ${n}`,
    subject: "গ্রাহকদের মতামত",
  },
  clientLogoWords: {
    title: "সন্তুষ্ট গ্রাহক",
    eyebrow: "বহু কোম্পানির ভরসা",
    intro:
      "যখন কোনো কোম্পানির কর্মীদের বদলি হয়, অফিস শিফট হয় বা স্টকের জন্য নিরাপদ জায়গা দরকার হয়, তখন সারা ভারতের কোম্পানিগুলি আমাদের ডাকে।",
    subject: "কোম্পানিগুলির লোগো",
    region: (title: string) => `${title}: কোম্পানিগুলির লোগো`,
    firstInView: (name: string, n: number, count: number) => `প্রথমে দেখা যাচ্ছে: ${name}, ${count}টির মধ্যে ${n}`,
    logo: (name: string) => `${genitive(name)} লোগো`,
  },
} satisfies Dictionary;
