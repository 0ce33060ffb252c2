import { clockOf } from "~/config/locales";
import { type Hours, PHONE_HOURS, YEARS_IN_BUSINESS } from "~/content/facts";
import type { Strings } from "~/i18n/strings";

/**
 * A time of day of the records ("08:00", "09:30", "19:00") as Bengali says it: "সকাল 8টা", "সকাল 9:30",
 * "সন্ধ্যা 7টা". A whole hour takes "টা"; the part of the day comes first.
 */
export function localizedTime(time: string): string {
  const { hour, minute } = clockOf(time);
  const part =
    hour < 4
      ? "রাত"
      : hour < 6
        ? "ভোর"
        : hour < 12
          ? "সকাল"
          : hour < 16
            ? "দুপুর"
            : hour < 18
              ? "বিকেল"
              : hour < 20
                ? "সন্ধ্যা"
                : "রাত";
  const clock = hour % 12 || 12;
  return `${part} ${minute ? `${clock}:${String(minute).padStart(2, "0")}` : `${clock}টা`}`;
}

/** How a word ends, for its case endings: its last letter, a chandrabindu set aside. */
type WordEnd = "aa" | "vowel sign" | "vowel" | "anusvara" | "consonant" | "latin";

function wordEnd(word: string): WordEnd {
  const letters = [...word];
  if (letters.at(-1) === "\u0981") letters.pop();
  const code = letters.at(-1)?.codePointAt(0) ?? 0;
  if (code === 0x09be) return "aa";
  if (code >= 0x09bf && code <= 0x09cc) return "vowel sign";
  if (code >= 0x0985 && code <= 0x0994) return "vowel";
  if (code === 0x0982) return "anusvara";
  if (code >= 0x0980 && code <= 0x09ff) return "consonant";
  return "latin";
}

const locativeEnding: Record<WordEnd, string> = {
  aa: "য়",
  "vowel sign": "তে",
  vowel: "তে",
  anusvara: "য়ে",
  consonant: "\u09c7",
  latin: "-এ",
};

const genitiveEnding: Record<WordEnd, string> = {
  aa: "র",
  "vowel sign": "র",
  vowel: "য়ের",
  anusvara: "য়ের",
  consonant: "\u09c7র",
  latin: "-এর",
};

/**
 * A place's name in the locative, as Bengali writes it: "কলকাতায়", "দিল্লিতে", "মুম্বাইতে", "জয়পুরে"; a name
 * in Latin letters takes the ending after a hyphen ("Newtown-এ").
 */
export const locative = (place: string) => place + locativeEnding[wordEnd(place)];

/**
 * A name in the genitive: "কলকাতার", "দিল্লির", "মুম্বাইয়ের", "জয়পুরের"; a name in Latin letters takes the
 * ending after a hyphen ("Newtown-এর").
 */
export const genitive = (name: string) => name + genitiveEnding[wordEnd(name)];

/** Opening hours' times in Bengali, short: "সকাল 8টা – রাত 9টা". */
export const localizedHours = (h: Hours) => `${localizedTime(h.opens)} – ${localizedTime(h.closes)}`;

/**
 * The layout's words in Bengali (docs/bengali-glossary.md). Loaded only by the Bengali pages' layout, so English
 * pages carry none of it. Paths are the English ones; links turn them into /bn paths.
 */
export const bn = {
  skipToContent: "সরাসরি মূল অংশে যান",
  mainNav: [
    { to: "/", label: "হোম" },
    { to: "/about", label: "আমাদের কথা" },
    { to: "/process", label: "প্রক্রিয়া" },
    { to: "/network", label: "নেটওয়ার্ক" },
    { to: "/career", label: "কেরিয়ার" },
    { to: "/cost-estimator", label: "খরচের হিসাব" },
    { to: "/contact", label: "যোগাযোগ" },
  ],
  services: [
    { path: "/home-shifting", name: "হোম শিফটিং", summary: "সারা ভারতে ঘরোয়া জিনিসপত্রের ডোর-টু-ডোর শিফটিং" },
    { path: "/office-relocation", name: "অফিস শিফটিং", summary: "আপনার কাজের সময় বুঝে অফিস শিফটিং" },
    { path: "/vehicle-shifting", name: "কার ও বাইক ট্রান্সপোর্ট", summary: "কার ও দু-চাকার গাড়ির জন্য বন্ধ ক্যারিয়ার" },
    { path: "/warehousing", name: "ওয়্যারহাউসিং ও স্টোরেজ", summary: "অল্প ও লম্বা সময়ের স্টোরেজ, CCTV নজরদারিতে" },
    { path: "/packing", name: "প্যাকিং ও আনপ্যাকিং", summary: "আপনার বাড়িতেই কয়েক স্তরের প্যাকিং ও আনপ্যাকিং" },
    { path: "/local-shifting", name: "লোকাল শিফটিং", summary: "শহরের মধ্যে একই দিনে শিফটিং" },
    {
      path: "/defence-relocation",
      name: "ডিফেন্স রিলোকেশন",
      summary: "সেনা ও আধাসামরিক বাহিনীর কর্মীদের পোস্টিংয়ের শিফটিং",
    },
    {
      path: "/fine-arts-relocation",
      name: "ফাইন আর্ট শিফটিং",
      summary: "ক্রেটে প্যাক করে, আবহাওয়ার কথা মাথায় রেখে শিল্পকর্মের শিফটিং",
    },
    { path: "/goods-insurance", name: "জিনিসপত্রের বিমা", summary: "আমরা যা কিছু বয়ে নিয়ে যাই, সবকিছুর ট্রানজিট বিমা" },
    {
      path: "/iba-approved-transporter",
      name: "IBA অনুমোদিত ট্রান্সপোর্টার",
      summary: "কর্মীদের বদলির শিফটিংয়ের জন্য ব্যাংক-অনুমোদিত",
    },
  ],
  servicesMenu: "পরিষেবা",
  allServices: "সব পরিষেবা",
  getFreeQuote: "ফ্রি কোটেশন নিন",
  menu: "মেনু",
  openMenu: "মেনু খুলুন",
  closeMenu: "মেনু বন্ধ করুন",
  mobileNav: "মোবাইল মেনু",
  mainNavLabel: "মূল মেনু",
  verify: "যাচাই",
  verifyRest: " করুন এটা আমরাই কি না",
  topBarOffer: `ফ্রি সার্ভে ও কোটেশন · প্রতিদিন ${localizedHours(PHONE_HOURS)}`,
  addAddress: "ঠিকানা যোগ করুন",
  quickContact: "দ্রুত যোগাযোগ",
  call: "ফোন করুন",
  chatWhatsApp: "WhatsApp-এ আমাদের সঙ্গে কথা বলুন (নতুন ট্যাবে খুলবে)",
  chatGreeting: "নমস্কার! আপনাদের পরিষেবা সম্পর্কে জানতে চাই।",
  chatAboutService: (service) => `নমস্কার! ${service} সম্পর্কে জানতে চাই।`,
  chatAboutCity: (city) => `নমস্কার! ${locative(city)} আপনাদের পরিষেবা সম্পর্কে জানতে চাই।`,
  chatAboutEstimate: (total, link) => `নমস্কার! আমার আনুমানিক খরচ ${total} এসেছে, এ নিয়ে কথা বলতে চাই: ${link}`,
  callUs: "আমাদের ফোন করুন",
  newTab: "(নতুন ট্যাবে খুলবে)",
  socialMedia: "সোশ্যাল মিডিয়া",
  footerAbout: `IBA অনুমোদিত প্যাকার্স অ্যান্ড মুভার্স: ${YEARS_IN_BUSINESS}+ বছর ধরে সারা ভারতে বাড়ি, অফিস, গাড়ি আর শিল্পকর্মের শিফটিং। বাড়িতে ফ্রি সার্ভে, লিখিত কোটেশন, আর কোনো লুকোনো চার্জ নেই।`,
  helpfulLinks: "দরকারি লিঙ্ক",
  footerHelpful: [
    { to: "/about", label: "আমাদের কথা" },
    { to: "/our-services", label: "আমাদের পরিষেবা" },
    { to: "/free-estimate", label: "ফ্রি এস্টিমেট" },
    { to: "/cost-estimator", label: "শিফটিংয়ের খরচের হিসাব" },
    { to: "/charges", label: "অতিরিক্ত চার্জ" },
    { to: "/testimonials", label: "গ্রাহকদের মতামত" },
    { to: "/faq", label: "সাধারণ প্রশ্ন" },
    { to: "/partner", label: "ফ্র্যাঞ্চাইজি পার্টনারশিপ" },
    { to: "/career", label: "কেরিয়ার" },
    { to: "/contact", label: "যোগাযোগ করুন" },
  ],
  relocationTypes: "শিফটিংয়ের ধরন",
  footerRelocationTypes: [
    { to: "/home-shifting", label: "হোম শিফটিং" },
    { to: "/office-relocation", label: "অফিস শিফটিং" },
    { to: "/vehicle-shifting", label: "বাইক ট্রান্সপোর্ট" },
    { to: "/vehicle-shifting", label: "কার ট্রান্সপোর্ট" },
    { to: "/local-shifting", label: "লোকাল শিফটিং" },
    { to: "/fine-arts-relocation", label: "ফাইন আর্ট শিফটিং" },
    { to: "/defence-relocation", label: "ডিফেন্স রিলোকেশন" },
  ],
  planYourMove: "শিফটিংয়ের প্রস্তুতি",
  footerPlanning: [
    { to: "/book-survey", label: "ফ্রি সার্ভে বুক করুন" },
    { to: "/moving-plan", label: "শিফটিংয়ের প্ল্যান" },
  ],
  contactUs: "যোগাযোগ করুন",
  headOffice: "হেড অফিস",
  ibaApproval: "IBA অনুমোদন",
  since: "প্রতিষ্ঠা",
  isThisUs: "সত্যিই কি আমরা? টাকা দেওয়ার আগে যাচাই করুন",
  allRights: "সর্বস্বত্ব সংরক্ষিত।",
  terms: "নিয়ম ও শর্তাবলি",
  privacy: "প্রাইভেসি পলিসি",
} satisfies Strings;
