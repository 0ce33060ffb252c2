import { site } from "~/config/site";
import { yearsText } from "~/locales/bn/content/facts";
import { genitive } from "~/locales/bn/grammar";
import { aboutSections } from "~/locales/bn/sections/about";
import type { LocalePage } from "~/locales/words";

const words = {
  title: "আমাদের কথা — কলকাতার IBA অনুমোদিত প্যাকার্স অ্যান্ড মুভার্স",
  description: `আমরা কারা: কলকাতার IBA অনুমোদিত প্যাকার্স অ্যান্ড মুভার্স, ${yearsText} ধরে সারা ভারতে পরিবার আর অফিসের শিফটিং করে আসছি।`,
  eyebrow: "আমাদের কথা",
  heading: `${genitive(site.brand)} কথা`,
  intro: `${yearsText} ধরে আমরা কলকাতার হেড অফিস থেকে সারা ভারতে বাড়ি, অফিস, গাড়ি আর শিল্পকর্ম শিফট করে আসছি — বাড়িতে ফ্রি সার্ভে, লিখিত কোটেশন আর আমাদের নিজেদের প্রশিক্ষিত টিম নিয়ে।`,
  callNow: "এখনই ফোন করুন",
};

export const translations = {
  ...aboutSections,
  aboutWords: words,
} satisfies LocalePage["translations"];
