import type { Dictionary } from "~/locales/book";
import type { LocalePhrases } from "~/locales/words";

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

/** The career page's words that are functions of what it shows: the job application's title. */
export const translations = { ...applicationForm } satisfies LocalePhrases["translations"];
