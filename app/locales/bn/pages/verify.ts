import { verifySections } from "~/locales/bn/sections/verify";
import type { LocalePage } from "~/locales/words";

const words = {
  title: "সত্যিই কি আমরা? টাকা দেওয়ার আগে যাচাই করুন",
  description:
    "আমাদের আসল ফোন নম্বর, ই-মেল ও ওয়েবসাইট, আমরা কীভাবে পেমেন্ট নিই, আমাদের কোটেশন ও LR দেখতে কেমন, আর আমাদের নামে প্রতারণার অভিযোগ কীভাবে করবেন।",
  eyebrow: "প্রতারণা থেকে সুরক্ষা",
  heading: "সত্যিই কি আমরা?",
  jump: "প্রতারণার অভিযোগ করুন",
  introBefore: "নকল প্যাকার্স অ্যান্ড মুভার্স আসল কোম্পানিগুলির নাম আর লোগো নকল করে, ",
  introAfter:
    "-এরও। চারটি জিনিস যাচাই করলেই বুঝবেন, কোনো ফোন, কোটেশন বা পেমেন্টের দাবি সত্যিই আমাদের কাছ থেকে এসেছে কি না।",
  seeAlso: "আরও দেখুন: আমাদের",
  paymentTerms: "পেমেন্টের শর্তাবলি",
  seeAlsoEnd: "।",
};

export const translations = {
  ...verifySections,
  verifyWords: words,
} satisfies LocalePage["translations"];
