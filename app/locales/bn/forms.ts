import type { Dictionary } from "~/locales/book";

/**
 * The forms in Bengali (docs/bengali-glossary.md): data the layout's loader gives every Bengali page (the shared
 * messages, `sharedForm`, are ./phrases.ts). What the office
 * receives does not change: field names, option values and defaults stay the English ones, and the hidden
 * `language` field says "Bengali".
 */
const forms = {
  callForm: {
    title: "এখনই ফোন করুন",
    intro: "ফ্রি কোটেশনের জন্য আমাদের শিফটিং বিশেষজ্ঞের সঙ্গে কথা বলুন, কোনো বাধ্যবাধকতা নেই।",
  },
  quotePopupForm: {
    tagline: "কয়েক মিনিটেই ফ্রি এস্টিমেট",
    formName: "ফ্রি কোটেশনের অনুরোধ",
    submit: "আমার ফ্রি কোটেশন নিন",
    success: "ফর্ম পাঠানো হয়েছে ✅",
  },
} satisfies Dictionary;

/** The quote pop-up's field texts, by id (app/forms/lib/field-words.ts). */
const fieldWords = {
  yourName: "আপনার নাম",
  fullName: "পুরো নাম",
  email: "ই-মেল",
  validEmailExample: "সঠিক ই-মেল ঠিকানা, যেমন name@example.com",
  phone: "ফোন",
  mobileNumber: "মোবাইল নম্বর",
  tenDigitMobile: "10 সংখ্যার মোবাইল নম্বর",
  shiftingFrom: "কোথা থেকে",
  shiftingTo: "কোথায়",
  localityFrom: "যে শহর বা এলাকা থেকে শিফট করছেন",
  localityTo: "যে শহর বা এলাকায় শিফট করছেন",
  movingDate: "শিফটিংয়ের তারিখ",
  pickDate: "তারিখ বেছে নিন",
  service: "পরিষেবা",
  serviceType: "পরিষেবার ধরন",
  chooseService: "আপনার যে পরিষেবা দরকার সেটি বেছে নিন",
  homeShifting: "হোম শিফটিং",
  localShifting: "লোকাল শিফটিং",
  corporateRelocation: "অফিস শিফটিং",
  carRelocation: "কার ট্রান্সপোর্ট",
  bikeRelocation: "বাইক ট্রান্সপোর্ট",
  defenceRelocation: "ডিফেন্স রিলোকেশন",
  fineArtsRelocation: "ফাইন আর্ট শিফটিং",
  storageServices: "স্টোরেজ পরিষেবা",
  goodsInsurance: "জিনিসপত্রের বিমা",
};

/**
 * The Bengali layout imports this module itself rather than ~/forms, whose chunk holds every form and the e-mail
 * SDK: a Bengali page loads the forms' words, not the forms.
 */
export const formWords = { ...forms, fieldWords } satisfies Dictionary;
