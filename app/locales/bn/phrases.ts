import { indianNumber } from "~/config/numbers";
import { OFFICE_HOURS, PHONE_HOURS, REPLY_MINUTES } from "~/content/facts";
import { formatPrice } from "~/content/prices/types";
import { yearsText } from "~/locales/bn/content/facts";
import { localizedHours, locative } from "~/locales/bn/grammar";
import { directorName } from "~/locales/bn/names";
import type { LocalePhrases } from "~/locales/words";

import { calendarWords } from "./calendar";

/**
 * The shared words in Bengali (bengali-glossary.md) that are functions of a number, a name or a date: the records the
 * layout's data cannot carry (./layout.ts), so they load as script with every Bengali page. A record moves here
 * whole when one of its words becomes a function.
 */
/**
 * A cell charged at actual cost ("As Actual", SPEC §9): in every translated page's script with the phrases, so that
 * the estimator's words can name it without the price tables' texts or the layout's words.
 */
export const asActual = "আসল খরচে";

const phrases = {
  translations: {
    chatWords: {
      greeting: "নমস্কার! আপনাদের পরিষেবা সম্পর্কে জানতে চাই।",
      aboutService: (service) => `নমস্কার! ${service} সম্পর্কে জানতে চাই।`,
      aboutCity: (city) => `নমস্কার! ${locative(city)} আপনাদের পরিষেবা সম্পর্কে জানতে চাই।`,
      aboutEstimate: (total, link) => `নমস্কার! আমার আনুমানিক খরচ ${total} এসেছে, এ নিয়ে কথা বলতে চাই: ${link}`,
    },
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
    ratingBasisWords: {
      basis: (reviews: number) => ["", `-এ ${indianNumber(reviews)}টি রিভিউয়ের ভিত্তিতে`],
    },
    companyIdentityWords: {
      legalName: "রেজিস্টার্ড নাম",
      ibaApproval: "IBA অনুমোদন",
      founded: "প্রতিষ্ঠা",
      director: "প্রতিষ্ঠাতা ও ম্যানেজিং ডিরেক্টর",
      directorName,
      fleet: "নিজস্ব গাড়ি",
      fleetSize: (n: number) => `${n}টি ট্রাক ও কার ক্যারিয়ার`,
      insurers: "ট্রানজিট বিমা কোম্পানি",
      eyebrow: "রেজিস্টার্ড কোম্পানি",
      title: "কোম্পানির তথ্য",
      intro:
        "আমাদের প্রতিটি কোটেশন, LR (কনসাইনমেন্ট নোট) আর বিলে এই নম্বরগুলি ছাপা থাকে। যে-ই নিজেকে আমাদের লোক বলুক, তাকে টাকা দেওয়ার আগে নম্বরগুলি মিলিয়ে নিন।",
      verifyLink: "কোনো ফোন, কোটেশন বা টাকার দাবি সত্যিই আমাদের কাছ থেকে কি না, কীভাবে যাচাই করবেন",
    },
    ...calendarWords,
  },
} satisfies LocalePhrases;

export const { translations } = phrases;
