import { REPLY_MINUTES } from "~/content/facts";
import { pageFormWords } from "~/locales/hi/page-forms";
import type { LocalePage } from "~/locales/words";

const bookSurveyWords = {
  title: "फ्री सर्वे बुक करें: घर पर या वीडियो कॉल पर",
  description:
    "घर पर या वीडियो कॉल पर फ्री सर्वे के लिए दिन और दो घंटे का समय चुनें। हम कॉल करके समय पक्का करते हैं और सर्वे के बाद लिखित कोटेशन देते हैं।",
  eyebrow: "फ्री सर्वे",
  heading: "अपना फ्री सर्वे बुक करें",
  intro:
    "हमारे सर्वेयर आपके घर पर या वीडियो कॉल पर आपका सामान देखते हैं, ताकि लिखित कोटेशन में बाद में कोई हैरानी न हो। अपनी सुविधा का समय चुनें।",
};

const surveyBookingWords = {
  howItWorks: "फ्री सर्वे कैसे होता है",
  steps: [
    { title: "आप समय चुनते हैं", text: "घर पर या वीडियो कॉल पर, अपनी सुविधा के दिन और दो घंटे के स्लॉट में।" },
    {
      title: "हम कॉल करके पक्का करते हैं",
      text: `फोन के समय में ${REPLY_MINUTES} मिनट के अंदर, समय तय करने और आपके सवालों के जवाब देने के लिए।`,
    },
    { title: "सर्वेयर आपका सामान देखते हैं", text: "हर कमरा, और दोनों तरफ आने-जाने का रास्ता, ताकि कुछ भी अंदाजे पर न रहे।" },
    {
      title: "आपको लिखित कोटेशन मिलता है",
      text: "हर चीज का अलग हिसाब, बिना किसी छिपे चार्ज के, और बुक करने की कोई बाध्यता नहीं।",
    },
  ],
};

export const translations = {
  ...pageFormWords,
  bookSurveyWords,
  surveyBookingWords,
} satisfies LocalePage["translations"];
