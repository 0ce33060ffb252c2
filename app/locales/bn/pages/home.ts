import { site } from "~/config/site";
import { yearsText } from "~/locales/bn/content/facts";
import { genitive } from "~/locales/bn/grammar";
import { homeSections } from "~/locales/bn/sections/home";
import type { LocalePage } from "~/locales/words";

export const translations = {
  ...homeSections,
  homeWords: {
    title: "প্যাকার্স অ্যান্ড মুভার্স — সারা ভারতে শিফটিং",
    description: `${site.brand}: সারা ভারতে দ্রুত, নিরাপদ আর সাশ্রয়ী হোম, অফিস ও গাড়ি শিফটিং। IBA অনুমোদিত, ${genitive(yearsText)} অভিজ্ঞতা, ফ্রি কোটেশন।`,
  },
} satisfies LocalePage["translations"];
