import type { Dictionary } from "~/locales/book";
import type { LocalePhrases } from "~/locales/words";

/** The job application's words: its title is a function of the job. */
const applicationForm = {
  applicationForm: {
    title: (job) => `${job} পদের জন্য আবেদন করুন`,
    intro: "আপনার তথ্য আর আপনার CV-র লিঙ্ক পাঠান।",
    submit: "আবেদন পাঠান",
    sent: "পাঠানো হয়েছে!",
    success: "✅ আপনার আবেদন পাঠানো হয়েছে!",
    failure: "আবেদন পাঠানো যায়নি। কিছুক্ষণ পরে আবার চেষ্টা করুন।",
  },
} satisfies Dictionary;

/** The career page's words that are functions of what it shows: the job application's title. */
export const translations = { ...applicationForm } satisfies LocalePhrases["translations"];
