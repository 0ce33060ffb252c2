/** The city pages' section words in Bengali, translated by the names their sections give them. */
import { genitive, locative } from "~/locales/bn/grammar";
import { headOfficeLocality } from "~/locales/bn/names";
import type { Dictionary } from "~/locales/book";

/** "1–2 দিন", "1 দিন". */
const days = ({ days: [min, max] }: { days: readonly [number, number] }) =>
  min === max ? `${min} দিন` : `${min}–${max} দিন`;

/**
 * Every record of these sections has words that are functions of the city shown: script, in the pages' phrases modules.
 */
export const networkSectionPhrases = {
  cityListWords: {
    fromKolkata: (transit) => `কলকাতা থেকে ${days(transit)}`,
  },
  headOfficeWords: {
    eyebrow: "হেড অফিস",
    title: ({ city }) => `${city}, যেখান থেকে প্রতিটি রুট শুরু হয়`,
    text: ({ city, state }) =>
      `${locative(headOfficeLocality)} আমাদের হেড অফিস পরিকল্পনা, বিলিং আর ক্লেম সামলায়, আর এখানেই সেই হাব, যেখানে বিভিন্ন ব্রাঞ্চের জিনিসপত্র একসঙ্গে করা হয়। ${city} আর ${genitive(state)} মধ্যে শিফটিংও এই অফিস নিজেই করে।`,
    card: (brand) => `${brand}, হেড অফিস`,
    prices: ({ city }) => `${city} থেকে শিফটিং: রেট ও এলাকা`,
    contact: "কীভাবে পৌঁছাবেন ও জিজ্ঞাসার ফর্ম",
  },
  interCityWords: {
    eyebrow: "এক শহর থেকে অন্য শহরে",
    title: "অন্য শহরে শিফটিং কীভাবে হয়",
    intro:
      "এক শহর থেকে অন্য শহরে প্রতিটি শিফটিং দুটি ব্রাঞ্চ মিলে করে: একটি প্যাক করে, অন্যটি পৌঁছে দেয়, আর দুই প্রান্তের কাজ একটাই দামে।",
    step: (n) => `ধাপ ${n}`,
    steps: [
      {
        title: "যে শহর ছেড়ে যাচ্ছেন, সেখানকার ব্রাঞ্চ সার্ভে করে কোটেশন দেয়",
        text: "আপনার শহরের ব্রাঞ্চ বাড়িতে এসে বা ভিডিও কলে সার্ভে করে, প্রতিটি জিনিসের তালিকা বানায় আর পুরো শিফটিংয়ের জন্য একটাই দাম জানায়।",
      },
      {
        title: "প্যাকিং আর লোডিং একই টিমের হাতে",
        text: "সেই টিমই জিনিসপত্র প্যাক করে, প্রতিটি কার্টনে আপনার তালিকার নম্বর লাগায় আর ট্রাক লোড করে। আপনি পান জিনিসপত্রের তালিকা আর LR (লরি রসিদ)-এর কপি।",
      },
      {
        title: "সরাসরি ট্রাক, নয়তো কলকাতা হাব হয়ে",
        text: "গোটা বাড়ির জিনিসপত্র আলাদা ট্রাকে সোজা নতুন শহরে যায়। কম জিনিসপত্র আসে আমাদের কলকাতা হাবে, আর সেখান থেকে সেই শহরে যাওয়ার পরের ট্রাকে রওনা দেয়।",
      },
      {
        title: "নতুন শহরের ব্রাঞ্চ জিনিসপত্র পৌঁছে দেয়",
        text: "অন্য প্রান্তের ব্রাঞ্চ দায়িত্ব নেয়: সোসাইটি বা গেটের নিয়মকানুন সামলায়, জিনিসপত্র নামায়, খোলে, আসবাব আবার জোড়া দেয়, আর আপনার সঙ্গে তালিকা মিলিয়ে নেয়।",
      },
    ],
  },
  networkMapWords: {
    title: "ভারতে আমাদের অফিসগুলির ম্যাপ",
    description: (branchCount: number) =>
      `ভারতের ম্যাপ, যাতে কলকাতার হেড অফিস আর আমাদের ${branchCount}টি ব্রাঞ্চ চিহ্নিত করা আছে। প্রতিটি চিহ্ন সেই শহরের পেজ খোলে; এই শহরগুলিই ম্যাপের পাশে তালিকাতেও আছে।`,
    headOfficePin: (city: string) => `${city}, হেড অফিস`,
    legendHeadOffice: "হেড অফিস",
    legendBranch: "ব্রাঞ্চ",
  },
} satisfies Dictionary;
