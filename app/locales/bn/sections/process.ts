/** The /process page's section words in Bengali, translated by the names their sections give them. */
import { MOVE_STEP_COUNT } from "~/content/process";
import { numberWord } from "~/locales/bn/content/facts";
import type { Dictionary } from "~/locales/book";

export const processSections = {
  processStepsWords: {
    title: `${numberWord(MOVE_STEP_COUNT)}টি ধাপে আপনার শিফটিং`,
    intro: "শহরের মধ্যে এক ঘরের শিফটিং হোক বা দেশের অন্য প্রান্তে 4 BHK-র, প্রক্রিয়া একই থাকে।",
    step: "ধাপ",
    youGet: "আপনি পান: ",
  },
  trustReasonsWords: { title: "পরিবারগুলি কেন আমাদের ওপর ভরসা করে" },
  processCtaWords: {
    title: "প্রথম ধাপের জন্য তৈরি?",
    intro:
      "ফ্রি এস্টিমেটের জন্য আপনার শিফটিংয়ের তথ্য পাঠান, বা সিদ্ধান্ত নেওয়ার আগে আমাদের কোনো শিফটিং বিশেষজ্ঞের সঙ্গে কথা বলুন।",
    talk: "বিশেষজ্ঞের সঙ্গে কথা বলুন",
  },
} satisfies Dictionary;
