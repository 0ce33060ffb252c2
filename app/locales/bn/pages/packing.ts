import { PACKING_TIP_COUNT } from "~/content/service-content";
import { numberWord } from "~/locales/bn/content/facts";
import { packingGuideSections } from "~/locales/bn/sections/services-guides";
import type { LocalePage } from "~/locales/words";

const tips = numberWord(PACKING_TIP_COUNT);

const words = {
  name: "প্যাকিং ও আনপ্যাকিং",
  description: `প্রফেশনাল প্যাকিং ও আনপ্যাকিং, সঙ্গে শিফটিংয়ের দিনের আগে বাড়ির জিনিসপত্র নিরাপদে প্যাক করার ${tips}টি কাজের পরামর্শ। চাইলে ফ্রি এস্টিমেট।`,
  eyebrow: "প্যাকিং গাইড",
  heading: "প্যাকিং ও আনপ্যাকিং",
  intro: `আমরা কীভাবে প্যাক করি, আর কিছু জিনিস নিজে প্যাক করতে চাইলে তার ${tips}টি কাজের পরামর্শ।`,
};

export const translations = {
  ...packingGuideSections,
  packingWords: words,
} satisfies LocalePage["translations"];
