import { legalSections } from "~/locales/bn/sections/legal";
import type { LocalePage } from "~/locales/words";

const words = {
  title: "প্রাইভেসি পলিসি — আপনার তথ্যের সুরক্ষা",
  description:
    "আমাদের ফর্মে পাঠানো আপনার তথ্য আমরা কীভাবে নিই, কী কাজে লাগাই, কীভাবে সুরক্ষিত রাখি, আর আমাদের হয়ে কোন কোন পরিষেবা তা সামলায়।",
  eyebrow: "আইনি তথ্য",
  heading: "প্রাইভেসি পলিসি",
  intro: "এই সাইট ব্যবহার করলে আমরা কী কী তথ্য নিই, কেন নিই, আর আমাদের হয়ে অন্য কোন কোন পরিষেবা তা সামলায়।",
};

export const translations = {
  ...legalSections,
  privacyWords: words,
} satisfies LocalePage["translations"];
