import { estimatorSections } from "~/locales/hi/sections/estimator";
import type { LocalePage } from "~/locales/words";

const words = {
  title: "शिफ्टिंग का खर्च जानें — तुरंत अनुमानित कीमत",
  description:
    "अपनी शिफ्टिंग की अनुमानित कीमत तुरंत जानें: शहर के अंदर या एक शहर से दूसरे शहर, घर का साइज, कार और बाइक, हमारी छपी हुई कीमतों की टेबल से।",
  eyebrow: "तुरंत अनुमान",
  heading: "शिफ्टिंग का खर्च जानें",
  intro:
    "क्या शिफ्ट करना है और कहां, यह चुनें और तुरंत अनुमानित कीमत की रेंज देखें — उन्हीं टेबल से जो हम छापते हैं, ताकि शिफ्टिंग के दिन कोई चौंकाने वाला खर्च न निकले। या अपने सामान की सूची बनाएं और हर अतिरिक्त चार्ज के साथ कोटेशन देखें।",
};

export const translations = {
  ...estimatorSections,
  costEstimatorWords: words,
} satisfies LocalePage["translations"];
