import type { LocalePage } from "~/locales/words";

const words = {
  title: "ধন্যবাদ",
  description: "আপনার অনুরোধের জন্য ধন্যবাদ। আমাদের টিম শিগগিরই ফ্রি কোটেশন নিয়ে আপনাকে ফোন করবে।",
  eyebrow: "অনুরোধ জমা পড়েছে",
  heading: "ধন্যবাদ",
  intro: "আপনার অনুরোধ আমরা পেয়েছি। আমাদের টিমের একজন শিগগিরই আপনাকে ফোন করবেন।",
  cardHeading: "আপনার কোটেশনের অনুরোধ আমাদের কাছে পৌঁছেছে",
  home: "হোম পেজে ফিরে যান",
  services: "আমাদের পরিষেবাগুলি দেখুন",
  callBefore: "ফোন কাছে রাখুন। শিফটিং জরুরি হলে আমাদের",
  callAfter: " নম্বরে ফোন করুন।",
};

export const translations = {
  thankYouWords: words,
} satisfies LocalePage["translations"];
