/** The careers page's section words in Bengali, translated by the names their sections give them. */
import type { Dictionary } from "~/locales/book";

export const careerSections = {
  careerValuesWords: {
    valuesTitle: "আমাদের আদর্শ",
    values: [
      {
        title: "সবার আগে সুরক্ষা",
        text: "ভারী জিনিস তোলার ঠিকঠাক সরঞ্জাম, প্রশিক্ষণ নিয়ে লোডিং আর রাস্তায় কোনো শর্টকাট নয় — আমাদের লোকজন আর গ্রাহকদের জিনিসপত্র, দুটোরই সুরক্ষার জন্য।",
      },
      {
        title: "প্রতিটি স্তরে সম্মান",
        text: "প্যাকার, ড্রাইভার আর ম্যানেজার একই টেবিলে খাওয়াদাওয়া করেন, আর একই মিটিংয়ে সবার কথা শোনা হয়।",
      },
      {
        title: "ভেতর থেকেই উন্নতি",
        text: "আমাদের বেশিরভাগ ব্রাঞ্চ সুপারভাইজার প্যাকার বা কোঅর্ডিনেটর হিসেবে শুরু করেছিলেন, আর কাজ করতে করতেই প্রশিক্ষণ পেয়ে এগিয়েছেন।",
      },
      {
        title: "গ্রাহক আমাদের অতিথি",
        text: "যে বাড়িতেই আমরা ঢুকি, তার সঙ্গে ঠিক সেই ব্যবহার করি, যা আমরা নিজেদের বাড়ির জন্য চাইতাম।",
      },
    ],
    benefitsTitle: "আমাদের সঙ্গে কাজ করার সুবিধা",
    benefits: [
      {
        title: "প্রতি মাসের 1 তারিখে বেতন",
        text: "প্রতি মাসে সময়মতো বেতন, আর যোগ্য প্রত্যেক কর্মীর জন্য PF ও ESI।",
      },
      {
        title: "স্বাস্থ্য বিমা",
        text: "আপনার আর আপনার পরিবারের জন্য গ্রুপ মেডিক্যাল বিমা, সঙ্গে ফিল্ড স্টাফদের জন্য দুর্ঘটনা বিমাও।",
      },
      {
        title: "প্রশিক্ষণের সময়েও বেতন",
        text: "প্রথম কাজের আগে দুই সপ্তাহের প্রশিক্ষণ, পুরো বেতন সহ: প্যাকিং, জিনিসপত্র সামলানো আর গ্রাহকদের সঙ্গে ব্যবহার।",
      },
      {
        title: "যাতায়াত ভাতা",
        text: "দূরপাল্লার ট্রিপে রোজকার ভাতা আর থাকার খরচ, যার হিসাব প্রতি সপ্তাহে মিটিয়ে দেওয়া হয়।",
      },
    ],
  },
} satisfies Dictionary;

/** The records whose words are functions of what the page shows: script, in the page's phrases module. */
export const careerSectionPhrases = {
  jobBoardWords: {
    filters: {
      department: { label: "বিভাগ", allLabel: "সব বিভাগ" },
      location: { label: "শহর", allLabel: "সব শহর" },
      type: { label: "চাকরির ধরন", allLabel: "সব ধরন" },
    },
    count: (n: number) => `${n}টি পদ খালি`,
    filterJobs: "চাকরি বাছাই করুন",
    clearFilters: "ফিল্টার সরান",
    noJobs: "এই মুহূর্তে কোনো পদ খালি নেই।",
    details: "চাকরির বিবরণ",
    department: "বিভাগ: ",
    location: "শহর: ",
    type: "ধরন: ",
    experience: "অভিজ্ঞতা:",
    apply: "এখনই আবেদন করুন",
    applyFor: (title: string) => `আবেদন করুন: ${title}`,
  },
} satisfies Dictionary;
