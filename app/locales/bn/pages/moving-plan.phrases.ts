import type { LocalePhrases } from "~/locales/words";

/** The moving plan's Bengali words that are functions of what it shows; the rest are its data (./moving-plan.ts). */
export const translations = {
  movingPlanSectionWords: {
    title: "আপনার প্ল্যান",
    empty: "শিফটিংয়ের তারিখ আর শিফটিংয়ের ধরন বেছে নিন: আপনার প্ল্যান এখানে সপ্তাহ ধরে ধরে দেখা যাবে।",
    route: (from, to) => `${from} থেকে ${to}`,
    countdown: (days) =>
      days > 1
        ? `আর ${days} দিন বাকি`
        : days === 1
          ? "কাল শিফটিং"
          : days === 0
            ? "আজ শিফটিং"
            : days === -1
              ? "গতকাল শিফট করেছেন"
              : `${-days} দিন আগে শিফট করেছেন`,
    progress: (done, total) => `${total}টি কাজের মধ্যে ${done}টি হয়ে গেছে`,
    ready: (tasks) => `আপনার প্ল্যান: ${tasks}টি কাজ`,
    kept: "আপনার টিক শুধু এই ব্রাউজারেই থাকে; আমাদের কাছে কিছুই পাঠানো হয় না।",
    printTitle: "শিফটিংয়ের প্ল্যান",
    printFooter: (planUrl) => `তারিখগুলি আপনার শিফটিংয়ের দিন থেকে পিছিয়ে গোনা। নিজের প্ল্যান বানান এখানে: ${planUrl}`,
  },
  planFormWords: {
    title: "আপনার শিফটিং",
    date: "শিফটিংয়ের তারিখ",
    move: "শিফটিংয়ের ধরন",
    from: "কোথা থেকে",
    to: "কোথায়",
    city: "শহর বেছে নিন",
    otherCity: "অন্য কোনো শহর",
    size: "বাড়ির মাপ",
    chooseSize: "মাপ বেছে নিন",
    optional: "শিফটিংয়ে এগুলিও আছে",
    optionalHint: "যা যা আপনার ক্ষেত্রে খাটে, তাতে টিক দিন; প্রতিটির দরকারি কাজ প্ল্যানে যোগ হবে।",
    flat: "কোনো এক দিকে ফ্ল্যাট বা হাউসিং সোসাইটি",
    vehicle: "সঙ্গে গাড়ি বা বাইক পাঠাতে হবে",
    school: "ছেলেমেয়েদের স্কুল বদলাচ্ছে",
    pets: "পোষ্য বা গাছপালা",
  },
  planViewWords: {
    asap: "যত তাড়াতাড়ি সম্ভব",
    asapNote: "এগুলির তারিখ আজকের আগেই ছিল: আগে এগুলি সেরে নিন।",
    weeksBefore: (weeks) => `${weeks} সপ্তাহ আগে`,
    movingDay: "শিফটিংয়ের দিন",
    weekAfter: "শিফটিংয়ের পরের সপ্তাহ",
    range: (start, end) => `${start} – ${end}`,
    wasDue: (date) => `তারিখ ছিল ${date}`,
  },
  planActionsWords: {
    print: "প্ল্যান প্রিন্ট করুন",
    calendar: "ক্যালেন্ডারে যোগ করুন",
    calendarHint: "প্রতিটি কাজের জন্য সারাদিনের একটি ইভেন্ট, সেদিন সকাল 9টায় রিমাইন্ডার সহ (.ics ফাইল)।",
    copy: "লিঙ্ক কপি করুন",
    copied: "লিঙ্ক কপি হয়েছে।",
    copyFailed: "কপি করা গেল না: নিচের লিঙ্কটি বেছে কপি করুন।",
    whatsapp: "WhatsApp-এ পাঠান",
    opensWhatsapp: " (WhatsApp খুলবে)",
    shareText: (link) => `আমার শিফটিংয়ের প্ল্যান: ${link}`,
    linkLabel: "এই প্ল্যানের লিঙ্ক: ",
  },
} satisfies LocalePhrases["translations"];
