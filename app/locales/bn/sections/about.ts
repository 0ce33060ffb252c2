/** The About page's section words in Bengali, translated by the names their sections give them. */
import { MOVE_STEP_COUNT } from "~/content/process";
import { numberWord, replyText } from "~/locales/bn/content/facts";
import type { Dictionary } from "~/locales/book";

export const aboutSections = {
  principlesWords: {
    title: "কোন নীতিতে আমরা চলি",
    values: "আমাদের মূল্যবোধ",
  },
  countersWords: { title: "সংখ্যায় আমাদের কাজ" },
  aboutStepsWords: {
    title: `${numberWord(MOVE_STEP_COUNT)}টি ধাপে আমরা কীভাবে আপনার শিফটিং করি`,
    step: "ধাপ",
  },
  aboutCtaWords: {
    title: "শিফট করার কথা ভাবছেন?",
    intro: `এখনই আমাদের শিফটিং কোঅর্ডিনেটরের সঙ্গে কথা বলুন, অথবা আপনার তথ্য পাঠান: ${replyText} একজন কোঅর্ডিনেটর ফ্রি এস্টিমেট নিয়ে আপনাকে ফোন করবেন।`,
    callNow: "এখনই ফোন করুন",
    on: "এই নম্বরে",
  },
} satisfies Dictionary;

/** The records whose words are functions of what the page shows: script, in the page's phrases module. */
export const aboutPhrases = {
  serviceTabsWords: {
    title: "আমরা কী কী শিফট করি",
    intro: "একটা ঘর থেকে শুরু করে গোটা কর্পোরেট ক্যাম্পাস পর্যন্ত: আপনি কোন ধরনের শিফটিংয়ের পরিকল্পনা করছেন, বেছে নিন।",
    tabList: "শিফটিংয়ের ধরন",
    services: (tab: string) => `${tab} শিফটিংয়ের পরিষেবা`,
    related: "এর সঙ্গে জড়িত পরিষেবা",
  },
} satisfies Dictionary;
