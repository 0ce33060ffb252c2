import { replyText } from "~/locales/bn/content/facts";
import { pageFormWords } from "~/locales/bn/page-forms";
import { contactSections } from "~/locales/bn/sections/contact";
import type { LocalePage } from "~/locales/words";

const words = {
  title: "যোগাযোগ — কলকাতার হেড অফিস",
  description: `কলকাতায় আমাদের হেড অফিসে ফোন, ই-মেল বা জিজ্ঞাসার ফর্মে যোগাযোগ করুন, বা কল ব্যাক চেয়ে নিন। ফোনের সময়ে আমরা ${replyText} উত্তর দিই।`,
  eyebrow: "আমাদের সঙ্গে কথা বলুন",
  heading: "যোগাযোগ করুন",
  intro: `ফোন করুন, লিখুন বা নিউটাউন, কলকাতায় আমাদের হেড অফিসে চলে আসুন। ফোনের সময়ে আমরা প্রতিটি জিজ্ঞাসার উত্তর ${replyText} দিই।`,
};

export const translations = {
  ...pageFormWords,
  ...contactSections,
  contactWords: words,
} satisfies LocalePage["translations"];
