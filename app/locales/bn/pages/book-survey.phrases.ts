import { site } from "~/config/site";
import { localizedFloor } from "~/locales/bn/sections/floor";
import type { LocalePhrases } from "~/locales/words";

const bookSurveyForm = {
  title: "আপনার ফ্রি সার্ভে বুক করুন",
  intro: "ফ্রি, কোনো বাধ্যবাধকতা নেই: সার্ভেয়ার আপনার জিনিসপত্র দেখেন আর আপনি লিখিত কোটেশন পান।",
  type: "সার্ভে কীভাবে হবে",
  types: { home: "বাড়িতে সার্ভে", video: "ভিডিও সার্ভে" },
  homeText: (branches: number) => `সার্ভেয়ার আপনার বাড়িতে আসেন: কলকাতায় বা আমাদের ${branches}টি ব্রাঞ্চের যেকোনো শহরে।`,
  videoText: "WhatsApp ভিডিও কলে, আপনি যেখানেই থাকুন।",
  city: "শহর",
  chooseCity: "আপনার শহর বেছে নিন",
  cityHintHome: "যেসব শহরে আমাদের অফিস আছে, সেখানে আমরা বাড়িতে যাই; অন্য জায়গার জন্য ভিডিও সার্ভে বেছে নিন।",
  cityHintVideo: "যে শহর থেকে আপনি শিফট করছেন",
  visit: "আমরা কোথায় আসব",
  floor: "তলা",
  floorName: localizedFloor,
  lift: "আসবাব ধরে এমন লিফট আছে",
  day: "দিন",
  chooseDay: "দিন বেছে নিন",
  dayHint: "আগামীকাল থেকে দু'সপ্তাহ পর্যন্ত",
  time: "সময় (ভারতীয় সময়)",
  timeHint: "আমাদের ফোনের সময়ের মধ্যে দু'ঘণ্টার স্লট",
  dayFirst: "সময় দেখতে আগে দিন বেছে নিন।",
  language: "সার্ভে কোন ভাষায় হবে",
  languages: { en: "ইংরেজি", hi: "হিন্দি", bn: "বাংলা" },
  you: "আপনার তথ্য",
  estimateAttached: "আপনার এস্টিমেট অনুরোধের সঙ্গে যাবে",
  itemsAttached: "আপনার জিনিসপত্রের তালিকা অনুরোধের সঙ্গে যাবে",
  submit: "আমার ফ্রি সার্ভে বুক করুন",
  slotGone: "এই সময়টা আর খালি নেই। অন্য একটা সময় বেছে নিন।",
};

const surveyConfirmationWords = {
  title: "সার্ভের অনুরোধ পেয়েছি",
  kinds: { home: "বাড়িতে সার্ভে", video: "ভিডিও সার্ভে" },
  requested: (kind: string, day: string, time: string) => `অনুরোধ: ${day}, ${time}, ${kind}।`,
  confirm: (minutes: number) => `ফোনের সময়ের মধ্যে ${minutes} মিনিটের ভেতরে আমরা ফোন করে পাকা করব।`,
  at: (place: string) => `ঠিকানা: ${place}`,
  city: (city: string) => `শহর: ${city}`,
  ready: "সার্ভেয়ারের জন্য কী তৈরি রাখবেন",
  readyHome: [
    "প্রতিটি ঘর খোলা রাখুন, মাচা, স্টোর রুম আর বারান্দাও।",
    "যা রেখে যাবেন বা কাউকে দিয়ে দেবেন, তা আলাদা করে রাখুন বা দেখিয়ে দিন।",
    "যে খাট, ওয়ার্ডরোব আর AC খুলতে হবে, আর যা কিছু ভঙ্গুর বা দামি।",
    "নতুন ঠিকানা আর শিফটিংয়ের তারিখ, আর জানা থাকলে সোসাইটির লিফট বুকিং আর ট্রাক ঢোকার নিয়ম।",
  ],
  readyVideo: [
    "চার্জ দেওয়া ফোন, তাতে WhatsApp, ওয়াই-ফাই বা ভালো মোবাইল ডেটায়।",
    "প্রতিটি ঘর খোলা রাখুন, মাচা, স্টোর রুম আর বারান্দাও: আপনি ঘুরিয়ে দেখাবেন।",
    "যে খাট, ওয়ার্ডরোব আর AC খুলতে হবে, আর যা কিছু ভঙ্গুর বা দামি।",
    "নতুন ঠিকানা আর শিফটিংয়ের তারিখ, আর জানা থাকলে সোসাইটির লিফট বুকিং আর ট্রাক ঢোকার নিয়ম।",
  ],
  calendar: "ক্যালেন্ডারে যোগ করুন",
  ics: "ক্যালেন্ডার ফাইল ডাউনলোড করুন",
  google: "গুগল ক্যালেন্ডার",
  opensNewTab: " (নতুন ট্যাবে খুলবে)",
  whatsapp: "WhatsApp-এ আমাদের তথ্য পাঠান",
  opensWhatsapp: " (WhatsApp খুলবে)",
  call: "কোনো প্রশ্ন? ফোন করুন: ",
  eventTitle: (kind: string) => `ফ্রি ${kind}: ${site.brand}`,
  eventHome: (place: string) => `সার্ভেয়ার এখানে আসবেন: ${place}`,
  eventVideo: "আমাদের সার্ভেয়ার WhatsApp-এ ভিডিও কল করবেন।",
  eventConfirm: (minutes: number) => `ফোনের সময়ের মধ্যে ${minutes} মিনিটের ভেতরে আমরা ফোন করে সময় পাকা করব।`,
  eventPhone: (phone: string) => `আমাদের ফোন: ${phone}`,
  videoPlace: "WhatsApp ভিডিও কল",
  message: (details: string) => `নমস্কার, আমি আপনাদের ওয়েবসাইটে ফ্রি সার্ভে বুক করেছি। ${details}`,
};

/** The survey booking's Bengali words that are functions of what it shows; the rest are its data (./book-survey.ts). */
export const translations = {
  bookSurveyForm,
  surveyConfirmationWords,
} satisfies LocalePhrases["translations"];
