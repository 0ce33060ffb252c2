import { serviceSections } from "~/locales/bn/sections/services";
import type { LocalePage } from "~/locales/words";

const words = {
  title: "আমাদের পরিষেবা — প্যাকার্স অ্যান্ড মুভার্সের সব পরিষেবা",
  description:
    "হোম শিফটিং, অফিস শিফটিং, কার ও বাইক ট্রান্সপোর্ট, স্টোরেজ, প্যাকিং, শিল্পকর্ম আর বিমা: আমাদের সব শিফটিং পরিষেবা এক জায়গায়।",
  crumbs: [{ label: "হোম", to: "/" }, { label: "আমাদের পরিষেবা" }],
  eyebrow: "পরিষেবা",
  heading: "আমাদের পরিষেবা",
  intro:
    "আমরা কী কী শিফট করি আর কীভাবে: শহরের মধ্যে এক ঘরের শিফটিং থেকে দেশের অন্য প্রান্তে গোটা ভিলা পর্যন্ত, প্যাকিং, স্টোরেজ আর ট্রানজিট বিমা সহ।",
  ctaTitle: "কোন পরিষেবা দরকার, বুঝতে পারছেন না?",
  ctaText: "একবার আপনার শিফটিংয়ের কথা জানান, আমরা ফ্রি এস্টিমেট সহ আপনার জন্য ঠিক পরিষেবাগুলি মিলিয়ে দেব।",
};

export const translations = {
  ...serviceSections,
  ourServicesWords: words,
} satisfies LocalePage["translations"];
