import { networkSectionPhrases } from "~/locales/bn/sections/network";
import type { Dictionary } from "~/locales/book";
import type { LocalePhrases } from "~/locales/words";

const words = {
  networkWords: {
    title: "আমাদের ব্রাঞ্চ নেটওয়ার্ক",
    description:
      "সারা ভারতে আমাদের ব্রাঞ্চ: আহমেদাবাদ থেকে রাঁচি, প্রতিটি ব্রাঞ্চে লোকাল টিম আর কলকাতার হেড অফিসের সঙ্গে সরাসরি যোগ। আপনার শহরের ব্রাঞ্চের ঠিকানা ও ফোন দেখুন।",
    eyebrow: (cityCount, stateCount) => `${cityCount}টি শহর · ${stateCount}টি রাজ্য`,
    intro: (cityCount) =>
      `ভারতের ${cityCount}টি শহরে আমাদের ব্রাঞ্চ আছে, সবই কলকাতার হেড অফিসের সঙ্গে যুক্ত। তাই আপনার শিফটিং দুই প্রান্তেই সামলায় লোকাল টিম।`,
    branchesEyebrow: "অঞ্চল অনুযায়ী ব্রাঞ্চ",
    branchesTitle: "আপনার কাছের ব্রাঞ্চ খুঁজুন",
    branchesText:
      "প্রতিটি শহরের পেজে লেখা আছে ব্রাঞ্চের ঠিকানা ও ফোন, সেটি কোন কোন এলাকায় কাজ করে, আর সেখানে শিফটিংয়ের আগে কী কী মাথায় রাখবেন।",
    headOfficeTitle: () => "কলকাতার হেড অফিস",
    headOfficeText: () =>
      "শিফটিং পশ্চিমবঙ্গের মধ্যেই, বা এমন শহর থেকে যা এখানে তালিকায় নেই? আমাদের হেড অফিস তার পরিকল্পনা করে আর অন্য প্রান্তের জন্য ঠিক ব্রাঞ্চ বেছে দেয়।",
    headOfficeLink: "হেড অফিসের ঠিকানা",
    pricesEyebrow: "আনুমানিক দাম",
    pricesTitle: "কলকাতা থেকে আমাদের প্রধান ব্রাঞ্চগুলিতে",
  },
} satisfies Dictionary;

/** The network page's Bengali words that are functions of what it shows; the rest are its data (./network.ts). */
export const translations = {
  ...networkSectionPhrases,
  ...words,
} satisfies LocalePhrases["translations"];
