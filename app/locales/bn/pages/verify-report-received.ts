import type { LocalePage } from "~/locales/words";

const words = {
  title: "অভিযোগ জমা পড়েছে",
  description:
    "আমাদের নাম ব্যবহার করে প্রতারণা করছে এমন কারও কথা জানানোর জন্য ধন্যবাদ। আমরা প্রতিটি অভিযোগ যাচাই করি, আরও তথ্য লাগলে আপনাকে ফোন করব।",
  eyebrow: "অভিযোগ জমা পড়েছে",
  heading: "আমাদের জানানোর জন্য ধন্যবাদ",
  intro: "আমরা প্রতিটি অভিযোগ যাচাই করি, আর আমাদের নাম ব্যবহার করছে এমন নম্বর ও ওয়েবসাইট নিয়ে অন্য গ্রাহকদের সতর্ক করি।",
  cardHeading: "আপনার অভিযোগ আমাদের কাছে পৌঁছেছে",
  back: "“সত্যিই কি আমরা?” পেজে ফিরে যান",
  home: "হোম পেজ",
  helplineBefore: "আপনার টাকা খোয়া গিয়ে থাকলে এখনই জাতীয় সাইবার ক্রাইম হেল্পলাইনের",
  helplineAfter: "নম্বরে ফোন করুন। শিফটিং নিয়ে যেকোনো দরকারে আমাদের",
  callAfter: " নম্বরে ফোন করুন।",
};

export const translations = {
  reportReceivedWords: words,
} satisfies LocalePage["translations"];
