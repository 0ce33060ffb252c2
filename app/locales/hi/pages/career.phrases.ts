import { indianNumber } from "~/config/numbers";
import { FAMILIES_MOVED } from "~/content/facts";
import type { Dictionary } from "~/locales/book";
import { yearsText } from "~/locales/hi/content/facts";
import { careerSectionPhrases } from "~/locales/hi/sections/career";
import type { LocalePhrases } from "~/locales/words";

const families = `${indianNumber(FAMILIES_MOVED)}+ परिवारों`;

/** The job application's words: its title is a function of the job. */
const applicationForm = {
  applicationForm: {
    title: (job) => `${job} के लिए आवेदन करें`,
    intro: "अपनी जानकारी और अपने CV का लिंक भेजें।",
    submit: "आवेदन भेजें",
    sent: "भेज दिया!",
    success: "✅ आपका आवेदन भेज दिया गया है!",
    failure: "आवेदन नहीं भेजा जा सका। थोड़ी देर बाद दोबारा कोशिश करें।",
  },
} satisfies Dictionary;

const words = {
  title: "करियर — पैकर्स एंड मूवर्स कंपनी में नौकरी",
  description: `तेजी से बढ़ती पैकर्स एंड मूवर्स कंपनी में नौकरी: पांच शहरों में ऑपरेशंस, ड्राइवर, कस्टमर सर्विस, सेल्स, आईटी, फाइनेंस और एचआर के पद।`,
  eyebrow: "हमसे जुड़ें",
  heading: "करियर",
  jump: (count: number) => `सभी ${count} नौकरियां देखें`,
  intro: `उस बढ़ती टीम का हिस्सा बनें जिसने ${yearsText} में ${families} की शिफ्टिंग की है। खाली पद देखें और दो मिनट में आवेदन करें।`,
} satisfies Dictionary["careerWords"];

/** The career page's Hindi words that are functions of what it shows; the rest are its data (./career.ts). */
export const translations = {
  ...applicationForm,
  ...careerSectionPhrases,
  careerWords: words,
} satisfies LocalePhrases["translations"];
