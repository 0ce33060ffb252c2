import type { Dictionary } from "~/locales/book";

/**
 * The forms in Bengali (docs/bengali-glossary.md): given by the Bengali pages' layout only. What the office
 * receives does not change: field names, option values and defaults stay the English ones, and the hidden
 * `language` field says "Bengali".
 */
const forms = {
  sharedForm: {
    sending: "পাঠানো হচ্ছে...",
    optional: "(ঐচ্ছিক)",
    chooseOne: "একটি বেছে নিন",
    phoneRule: "6, 7, 8 বা 9 দিয়ে শুরু হওয়া 10 সংখ্যার মোবাইল নম্বর লিখুন (সামনে +91 বা 0 থাকলেও চলবে)।",
    close: "বন্ধ করুন",
    cancel: "বাতিল করুন",
    securityCode: "সিকিউরিটি কোড",
    refresh: "নতুন কোড",
    refreshCode: "নতুন সিকিউরিটি কোড দেখান",
    typeCode: "কোডটি লিখুন",
    networkFailure: "সার্ভারের সঙ্গে যোগাযোগ করা যায়নি। আপনার ইন্টারনেট সংযোগ দেখে নিয়ে আবার চেষ্টা করুন।",
    serverFailure: "সার্ভার এই মুহূর্তে আপনার অনুরোধ নিতে পারেনি। কয়েক মিনিট পরে আবার চেষ্টা করুন।",
    tooMany: "এই সংযোগ থেকে অনেক বেশি অনুরোধ এসেছে। এক মিনিট অপেক্ষা করে আবার চেষ্টা করুন।",
    refused: (providerMessage) => `ফর্মটি পাঠানো যায়নি (${providerMessage})। আবার চেষ্টা করুন বা আমাদের ফোন করুন।`,
  },
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
