/** The home page's hero words in Bengali, and its sections' words that are functions of what they show. */
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
} satisfies Dictionary;

/** The records whose words are functions of what the page shows: script, in the page's phrases module. */
export const homeSectionPhrases = {
  homeProcessWords: {
    intro: (steps) => `আপনার প্রথম ফোন থেকে শেষ কার্টনটি খোলা পর্যন্ত, ${numberWord(steps)}টি সহজ ধাপ।`,
  },
  testimonialBannerWords: {
    slide: (n: number, count: number) => `${count}টির মধ্যে ${n}`,
  },
  clientLogoWords: {
    region: (title: string) => `${title}: কোম্পানিগুলির লোগো`,
    firstInView: (name: string, n: number, count: number) => `প্রথমে দেখা যাচ্ছে: ${name}, ${count}টির মধ্যে ${n}`,
    logo: (name: string) => `${genitive(name)} লোগো`,
  },
} satisfies Dictionary;
