import { replyText } from "~/locales/bn/content/facts";
import { safetyGuarantee } from "~/locales/bn/content/guarantee";
import type { LocalePage } from "~/locales/words";

const words = {
  title: "সাধারণ প্রশ্ন — শিফটিং নিয়ে আপনার প্রশ্নের উত্তর",
  description:
    "প্যাকিং, সার্ভে, ট্র্যাকিং, বিমার ক্লেম, কার-বাইক ট্রান্সপোর্ট আর শিফটিংয়ের তারিখ বদলানো নিয়ে সাধারণ প্রশ্নের উত্তর।",
  eyebrow: "প্রশ্নোত্তর",
  heading: "সাধারণ প্রশ্ন",
  intro: "শিফটিংয়ের আগে লোকে আমাদের সবচেয়ে বেশি যা জিজ্ঞেস করেন, তার সোজাসুজি উত্তর।",
  questionsTitle: "শিফটিংয়ের আগে",
  questionsEyebrow: "আপনার প্রশ্ন",
  contactTitle: "আপনার প্রশ্নের উত্তর পেলেন না?",
  contactText: `একজন শিফটিং কোঅর্ডিনেটরের সঙ্গে কথা বলুন — ফোনের সময়ে আমরা ${replyText} উত্তর দিই, বাংলা, ইংরেজি বা হিন্দিতে।`,
  contactButton: "যোগাযোগ করুন",
};

export const translations = {
  ...safetyGuarantee,
  faqPageWords: words,
} satisfies LocalePage["translations"];
