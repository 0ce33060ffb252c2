/** The /verify page's section words in Bengali, translated by the names their sections give them. */
import { translateWords } from "~/content/translation";
import type { commonFraudsWords } from "~/sections/verify/common-frauds";
import type { contactCheckerWords } from "~/sections/verify/contact-checker";
import type { genuineDocumentsWords } from "~/sections/verify/genuine-documents";
import type { officialContactsWords } from "~/sections/verify/official-contacts";
import type { paymentRulesWords } from "~/sections/verify/payment-rules";
import type { reportFraudWords } from "~/sections/verify/report-fraud";

export const verifySections = [
  translateWords<typeof officialContactsWords>("officialContactsWords", {
    eyebrow: "ধাপ 1",
    title: "আমাদের অফিশিয়াল যোগাযোগ, শুধু এগুলিই",
    intro: "যে নম্বর, ই-মেল, ওয়েবসাইট বা UPI ID এই তালিকায় নেই, সেটা আমরা নই — তাতে যে নাম বা লোগোই দেখাক না কেন।",
    phones: "হেড অফিসের ফোন",
    chat: "(WhatsApp)",
    email: "ই-মেল",
    emailOnly: "শুধু সেইসব ঠিকানা, যার শেষে ",
    emailSuchAs: " থাকে, যেমন",
    emailNever: "। Gmail, Yahoo বা অন্য কোনো ফ্রি ই-মেল থেকে কখনোই নয়।",
    website: "ওয়েবসাইট",
    websiteOnly: " — ব্রাউজারের অ্যাড্রেস বারে এই ঠিকানাটাই দেখে নিন। এ ছাড়া আমাদের আর কোনো ওয়েবসাইট বা অ্যাপ নেই।",
    upi: "পেমেন্টের জন্য UPI ID",
    upiPayee: " — টাকা পাঠানোর আগে আপনার অ্যাপে প্রাপকের নাম ",
    upiPayeeEnd: " দেখাতে হবে। কোনো ব্যক্তিগত UPI ID-তে কখনো টাকা পাঠাবেন না।",
    branches: "ব্রাঞ্চের ফোন",
    row: "আমাদের অফিশিয়াল যোগাযোগ",
    showBranches: (count: number) => `সব ${count}টি ব্রাঞ্চের ফোন দেখুন`,
  }),
  translateWords<typeof contactCheckerWords>("contactCheckerWords", {
    title: "যা পেয়েছেন, যাচাই করুন",
    label: "ফোন নম্বর, ই-মেল, ওয়েবসাইট, UPI ID বা GSTIN",
    hint: "কল লগ, মেসেজ বা বিল থেকে কপি করে এখানে পেস্ট করুন। যাচাই এই পেজেই হয়; কিছুই কোথাও পাঠানো হয় না।",
    ours: {
      phone: "এই ফোন নম্বরটি আমাদের।",
      email: "এই ই-মেল ঠিকানাটি আমাদের।",
      website: "এই ওয়েবসাইটটি আমাদের।",
      upi: "এই UPI ID-টি আমাদের।",
      gstin: "এই GSTIN-টি আমাদের।",
    },
    notOurs: {
      phone: "এই ফোন নম্বরটি আমাদের নয়।",
      email: "এই ই-মেল ঠিকানাটি আমাদের নয়।",
      website: "এই ওয়েবসাইটটি আমাদের নয়।",
      upi: "এই UPI ID-টি আমাদের নয়।",
      gstin: "এই GSTIN-টি আমাদের নয়।",
    },
    checked: "যাচাই করা হয়েছে:",
    oursNext: "তবুও, পেমেন্ট করুন শুধু নিচের নিয়ম মেনে, আর কিছু গোলমাল মনে হলে আমাদের হেড অফিসে ফোন করুন।",
    notOursNext: "ওদের টাকা দেবেন না, OTP-ও বলবেন না। যাচাই করতে আমাদের হেড অফিসে ",
    notOursThen: " নম্বরে ফোন করুন, আর ",
    report: "আমাদের কাছে অভিযোগ জানান",
    notOursEnd: "।",
    unknown:
      "এটা কী, আমরা বুঝতে পারছি না। একটি ফোন নম্বর, ই-মেল ঠিকানা, ওয়েবসাইট, UPI ID বা GSTIN পেস্ট করুন, ঠিক যেমনটা আপনি পেয়েছেন।",
  }),
  translateWords<typeof paymentRulesWords>("paymentRulesWords", {
    eyebrow: "ধাপ 2",
    title: "আমরা কীভাবে পেমেন্ট নিই",
    intro: "কাউকে টাকা দেওয়ার আগে এগুলি যাচাই করে নিন। যে দাবি এর একটি নিয়মও ভাঙে, তা আমাদের কাছ থেকে নয়।",
    row: "আমাদের পেমেন্টের নিয়ম",
  }),
  translateWords<typeof genuineDocumentsWords>("genuineDocumentsWords", {
    eyebrow: "ধাপ 3",
    title: "আমাদের কাগজপত্র দেখতে কেমন",
    intro: "আপনাকে যে কোটেশন বা LR (কনসাইনমেন্ট নোট) দেওয়া হয়, তা এই বিবরণ আর নিচের নম্বরগুলির সঙ্গে মিলিয়ে নিন।",
    carries: "এতে সবসময় থাকে",
    numbersTitle: "আমাদের রেজিস্ট্রেশন নম্বর",
    row: "আমাদের কোটেশন আর LR",
    showNumbers: "নম্বরগুলি দেখুন",
    numbersText:
      "GSTIN সরকারের GST পোর্টালে আর CIN কর্পোরেট বিষয়ক মন্ত্রকের ওয়েবসাইটে যাচাই করা যায়; সেখানে যে নাম দেখাবে, তা আমাদের রেজিস্টার্ড নামই হতে হবে।",
  }),
  translateWords<typeof commonFraudsWords>("commonFraudsWords", {
    eyebrow: "চালাকিগুলি চিনে নিন",
    title: "শিফটিংয়ের কাজে প্রচলিত প্রতারণা",
    intro: "প্রতি সপ্তাহেই কোনো না কোনো পরিবারের সঙ্গে এমন ঘটে। প্রতিটি চালাকির একটা লক্ষণ আছে, যা দেখে সেটা ধরা পড়ে যায়।",
    sign: "লক্ষণ:",
    row: "প্রচলিত প্রতারণা",
  }),
  translateWords<typeof reportFraudWords>("reportFraudWords", {
    eyebrow: "ধাপ 4",
    title: "নিশ্চিত নন, নাকি টাকা দিয়ে ফেলেছেন?",
    intro:
      "কোনো টাকা দেওয়ার আগে আমাদের হেড অফিসে ফোন করুন: কোনো কোটেশন, LR নম্বর বা পেমেন্টের দাবি আসল কি না, আমরা এক মিনিটেই জানিয়ে দিই।",
    call: "ফোন করুন: ",
    lostTitle: "যদি আপনার টাকা চলে গিয়ে থাকে",
    lostText: "এখনই পুলিশে অভিযোগ করুন; যত তাড়াতাড়ি করবেন, ব্যাংকের টাকা আটকে দিতে পারার সম্ভাবনা তত বেশি।",
    newTab: " (নতুন ট্যাবে খুলবে)",
  }),
];
