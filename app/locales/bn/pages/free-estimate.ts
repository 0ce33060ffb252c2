import type { Translation } from "~/content/translation";
import { translate } from "~/content/translation";
import { freeEstimateWords } from "~/routes/free-estimate";

const words = {
  title: "ফ্রি এস্টিমেট — শিফটিংয়ের লিখিত কোটেশন নিন",
  description:
    "ফ্রি এস্টিমেটের অনুরোধ পাঠান: কোথা থেকে কোথায়, কবে আর কী শিফট করবেন জানান, আর কোনো লুকোনো চার্জ ছাড়াই লিখিত কোটেশন নিন।",
  eyebrow: "ফ্রি কোটেশন",
  heading: "ফ্রি এস্টিমেট",
  intro:
    "কোথায়, কবে আর কী শিফট করবেন, আমাদের জানান। আমরা আপনাকে ফোন করে লিখিত কোটেশন দেব — ফ্রি, আর কোনো লুকোনো চার্জ ছাড়াই।",
  nextSteps: "এরপর কী হবে",
  steps: [
    {
      title: "আমরা আপনার অনুরোধ পড়ি",
      text: "একজন শিফটিং কোঅর্ডিনেটর রুট, তারিখ আর আপনি কী কী শিফট করছেন, তা দেখে নেন।",
    },
    {
      title: "আমরা আপনাকে ফোন করি",
      text: "আমরা সব তথ্য মিলিয়ে নিই, আর দরকার হলে আপনার বাড়িতে ফ্রি সার্ভে বুক করি।",
    },
    {
      title: "আপনি লিখিত কোটেশন পান",
      text: "প্যাকিং, ট্রান্সপোর্ট আর বিমার আলাদা আলাদা হিসাব সহ কোটেশন, কোনো লুকোনো চার্জ ছাড়াই।",
    },
  ],
  step: (n: number) => ["ধাপ ", n, ": "],
  talk: "সরাসরি কথা বলতে চান?",
  call: "ফোন করুন: ",
};

export const translations: Translation[] = [translate(freeEstimateWords, words)];
