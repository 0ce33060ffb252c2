import { REPLY_MINUTES } from "~/content/facts";
import { pageFormWords } from "~/locales/bn/page-forms";
import type { LocalePage } from "~/locales/words";

const bookSurveyWords = {
  title: "ফ্রি সার্ভে বুক করুন: বাড়িতে বা ভিডিও কলে",
  description:
    "বাড়িতে বা ভিডিও কলে ফ্রি সার্ভের জন্য দিন আর দু'ঘণ্টার সময় বেছে নিন। আমরা ফোন করে সময় পাকা করি, আর সার্ভের পরে লিখিত কোটেশন দিই।",
  eyebrow: "ফ্রি সার্ভে",
  heading: "আপনার ফ্রি সার্ভে বুক করুন",
  intro:
    "আমাদের সার্ভেয়ার আপনার বাড়িতে গিয়ে বা ভিডিও কলে আপনার জিনিসপত্র দেখে নেন, যাতে লিখিত কোটেশনে পরে কোনো চমক না থাকে। আপনার সুবিধামতো সময় বেছে নিন।",
};

const surveyBookingWords = {
  howItWorks: "ফ্রি সার্ভে কীভাবে হয়",
  steps: [
    { title: "আপনি সময় বেছে নেন", text: "বাড়িতে বা ভিডিও কলে, আপনার সুবিধার দিনে আর দু'ঘণ্টার স্লটে।" },
    {
      title: "আমরা ফোন করে পাকা করি",
      text: `ফোনের সময়ের মধ্যে ${REPLY_MINUTES} মিনিটের ভেতরে, সময় ঠিক করতে আর আপনার প্রশ্নের উত্তর দিতে।`,
    },
    {
      title: "সার্ভেয়ার আপনার জিনিসপত্র দেখেন",
      text: "প্রতিটি ঘর, আর দু'দিকে ঢোকা-বেরোনোর পথ, যাতে কিছুই আন্দাজে না থাকে।",
    },
    {
      title: "আপনি লিখিত কোটেশন পান",
      text: "আলাদা আলাদা হিসাব সহ, কোনো লুকোনো চার্জ ছাড়াই, আর বুক করার কোনো বাধ্যবাধকতা নেই।",
    },
  ],
};

export const translations = {
  ...pageFormWords,
  bookSurveyWords,
  surveyBookingWords,
} satisfies LocalePage["translations"];
