/** The unknown-city page's words in Bengali, translated by the name its section gives them. */
import type { Dictionary } from "~/locales/book";

export const cityNotFoundSections = {
  cityNotFoundWords: {
    title: "শহরটি পাওয়া যায়নি",
    introBefore: "এই শহরের জন্য এখনও আমাদের ব্রাঞ্চের পেজ নেই, তবে আমাদের",
    introAfter: "টি ব্রাঞ্চের মাধ্যমে আমরা সারা ভারতের যেকোনো জায়গা থেকে যেকোনো জায়গায় জিনিসপত্র শিফট করি।",
    map: "ম্যাপ",
    noLocation: "লোকেশন পাওয়া যাচ্ছে না",
    listTitle: "যেসব শহরে আমাদের ব্রাঞ্চ আছে",
    chooseBefore: "আপনার সবচেয়ে কাছের শহরটি বেছে নিন, অথবা দেখুন",
    networkLink: "আমাদের নেটওয়ার্ক কীভাবে কাজ করে",
    chooseAfter: "। অন্য কোনো জায়গার জন্য ফ্রি কোটেশন চান: তাতেই জানা যাবে আপনার শিফটিং কোন ব্রাঞ্চ সামলাবে।",
  },
} satisfies Dictionary;
