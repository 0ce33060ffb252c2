/**
 * The section words of /packing and /goods-insurance in Bengali, paired with the English words of each section.
 * Kept apart from ./services.ts, the seven service pages' template words, which these pages do not show.
 */
import { PACKING_TIP_COUNT } from "~/content/service-content";
import { numberWord } from "~/locales/bn/content/facts";
import type { Dictionary } from "~/locales/book";

/** The packing guide's words (/packing). */
export const packingGuideSections = {
  packingGuideWords: {
    heading: "আমাদের টিম কীভাবে প্যাক করে",
    text: "শিফটিংয়ে বেশিরভাগ ক্ষতি রাস্তায় নয়, কার্টনের ভেতরেই হয়। আমাদের প্যাকাররা প্রতিটি জিনিসের জন্য আলাদা সামগ্রী বেছে নেন — স্টিলের আলমারির কোণে গার্ড লাগে, ক্রিস্টালের বাটির জন্য তিন স্তর আর আলাদা একটা কার্টন — আর এমনভাবে প্যাক করেন যাতে কার্টন তুললে ভেতরে কিছুই নড়াচড়া না করে। গোটা বাড়ির দায়িত্ব আমাদের দিতে পারেন, কিংবা মজবুত জিনিসগুলি নিজে প্যাক করে ভঙ্গুর জিনিসগুলি আমাদের জন্য রেখে দিতে পারেন।",
    layers: [
      {
        title: "জিনিস বুঝে স্তর",
        text: "কাচের জন্য ফোম আর বাবল র‍্যাপ, আসবাবের জন্য করুগেটেড শিট, গদিওয়ালা সোফা-চেয়ারে স্ট্রেচ ফিল্ম।",
      },
      {
        title: "নতুন 5-প্লাই কার্টন",
        text: "জিনিসের মাপমতো কার্টন, যাতে ভারী কার্টনও তোলা যায় আর ভেতরে কিছু ঝনঝন না করে।",
      },
      {
        title: "নম্বর দেওয়া, তালিকায় লেখা",
        text: "প্রতিটি কার্টনে তার ঘরের নাম আর নম্বর লেখা থাকে, যা আপনার সই করা প্যাকিং লিস্টের সঙ্গে মেলে।",
      },
      {
        title: "আনপ্যাকিংও আমরাই করি",
        text: "নতুন বাড়িতে আমরা জিনিসপত্র খুলি, আলমারিতে গুছিয়ে রাখি আর প্যাকিংয়ের আবর্জনা সঙ্গে নিয়ে যাই।",
      },
    ],
    tipsHeading: `প্যাকিং ও আনপ্যাকিংয়ের ${numberWord(PACKING_TIP_COUNT)}টি পরামর্শ`,
    tipsIntro: "এই ক্রমে মেনে চললে শিফটিংয়ের দিন প্রায় শুধু লোডিংয়ের কাজই বাকি থাকে।",
    ctaTitle: "প্যাকিংয়ের দায়িত্ব আমাদের দিতে চান?",
    ctaText: "আপনার বাড়ির কথা জানান, আর প্যাকিং, শিফটিং ও আনপ্যাকিংয়ের ফ্রি এস্টিমেট নিন।",
  },
} satisfies Dictionary;

/** The help band's words (/goods-insurance). */
export const helpSections = {
  helpSectionWords: { contact: "আমাদের সঙ্গে যোগাযোগ করুন" },
} satisfies Dictionary;
