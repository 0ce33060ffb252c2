import { indianNumber } from "~/config/numbers";
import { FAMILIES_MOVED } from "~/content/facts";
import { locations } from "~/content/jobs";
import type { Dictionary } from "~/locales/book";
import { numberWord, yearsText } from "~/locales/hi/content/facts";
import { jobs } from "~/locales/hi/content/jobs";
import { pageFormWords } from "~/locales/hi/page-forms";
import { careerSections } from "~/locales/hi/sections/career";

const families = `${indianNumber(FAMILIES_MOVED)}+ परिवारों`;

const words = {
  title: "करियर — पैकर्स एंड मूवर्स कंपनी में नौकरी",
  description: `तेजी से बढ़ती पैकर्स एंड मूवर्स कंपनी में नौकरी: ${numberWord(locations.length)} शहरों में ऑपरेशंस, ड्राइवर, कस्टमर सर्विस, सेल्स, आईटी, फाइनेंस और एचआर के पद।`,
  eyebrow: "हमसे जुड़ें",
  heading: "करियर",
  jump: (count: number) => `सभी ${count} नौकरियां देखें`,
  intro: `उस बढ़ती टीम का हिस्सा बनें जिसने ${yearsText} में ${families} की शिफ्टिंग की है। खाली पद देखें और दो मिनट में आवेदन करें।`,
};

export const translations = {
  ...pageFormWords,
  ...careerSections,
  ...jobs,
  careerWords: words,
} satisfies Dictionary;
