/** The contact page's section words in Bengali, translated by the names their sections give them. */
import { OFFICE_HOURS, PHONE_HOURS } from "~/content/facts";
import { replyText } from "~/locales/bn/content/facts";
import { genitive, localizedHours, localizedTime } from "~/locales/bn/grammar";
import type { Dictionary } from "~/locales/book";

export const contactSections = {
  connectCardsWords: {
    title: "আমাদের সঙ্গে যোগাযোগ করুন",
    callTitle: "আমাদের ফোন করুন",
    callText: "তাড়াতাড়ি আনুমানিক খরচ জানতে বা সার্ভে বুক করতে আমাদের শিফটিং কোঅর্ডিনেটরের সঙ্গে কথা বলুন।",
    emailTitle: "আমাদের ই-মেল করুন",
    emailText: `আপনার জিনিসপত্রের তালিকা, ছবি বা ক্লেমের কাগজপত্র পাঠান; ফোনের সময়ে আমরা ${replyText} উত্তর দিই।`,
    callBackTitle: "কল ব্যাকের অনুরোধ করুন",
    callBackText: "আপনার নাম আর নম্বর দিন, আমরাই আপনাকে ফোন করব — আপনার একটা পয়সাও খরচ হবে না।",
    callBackButton: "আমাকে ফোন করুন",
  },
  enquirySectionWords: {
    title: "তাড়াতাড়ি আর সঠিক কোটেশনের জন্য",
    tips: [
      "আপনার বাড়ি কোন তলায়, আর দুই জায়গাতেই লিফট আছে কি না, জানান।",
      "বড় জিনিসের তালিকা দিন, যেমন আলমারি, সোফা, পিয়ানো, কিংবা কার বা বাইক।",
      "শিফটিংয়ের জন্য আপনার পছন্দের তারিখ লিখুন, এখনও পাকা না হলেও।",
      "অফিস শিফটিং হলে কতগুলি ওয়ার্কস্টেশন আছে আর কোনো সার্ভার র‍্যাক আছে কি না, জানান।",
    ],
    note: `প্রতিদিন ${localizedTime(PHONE_HOURS.opens)} থেকে ${localizedTime(PHONE_HOURS.closes)} পর্যন্ত আমরা ${replyText} উত্তর দিই; তার পরে পাঠানো অনুরোধের উত্তর দেওয়া হয় পরের দিন ${localizedTime(PHONE_HOURS.opens)} থেকে।`,
  },
  followUsWords: {
    title: "আমাদের ফলো করুন, যোগাযোগে থাকুন",
    text: "প্যাকিংয়ের টিপস, শিফটিংয়ের দিনের ছবি আর আমাদের গ্রাহকদের জন্য অফার।",
  },
} satisfies Dictionary;

/** The records whose words are functions of what the page shows: script, in the page's phrases module. */
export const contactSectionPhrases = {
  contactHeadOfficeWords: {
    title: "আমাদের হেড অফিস",
    intro: "আপনার শিফটিং নিয়ে কথা বলতে, বা IBA কিংবা ডিফেন্স বদলির ক্লেমের কাগজপত্র জমা দিতে সরাসরি অফিসে চলে আসুন।",
    hours: `অফিস খোলা থাকে সোমবার থেকে শনিবার, ${localizedHours(OFFICE_HOURS)}। ফোন ধরা হয় প্রতিদিন ${localizedHours(PHONE_HOURS)}।`,
    map: (brand: string) => `নিউটাউন, কলকাতায় ${genitive(brand)} হেড অফিসের ম্যাপ`,
  },
} satisfies Dictionary;
