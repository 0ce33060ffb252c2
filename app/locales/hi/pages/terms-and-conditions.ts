import { CLAIM_WINDOW_HOURS } from "~/content/guarantee";
import { legalSections } from "~/locales/hi/sections/legal";
import type { LocalePage } from "~/locales/words";

const words = {
  title: "नियम और शर्तें — शिफ्टिंग सेवाओं के लिए",
  description: `हमारी शिफ्टिंग सेवाओं के नियम और शर्तें: सेवाओं का दायरा, भुगतान, ग्राहक की जिम्मेदारियां, डिलीवरी के ${CLAIM_WINDOW_HOURS} घंटे के अंदर क्लेम, हमारी जिम्मेदारी और लागू कानून।`,
  eyebrow: "कानूनी जानकारी",
  heading: "नियम और शर्तें",
  intro: "ये शर्तें हमारे हर कोटेशन और हमारी की जाने वाली हर शिफ्टिंग पर लागू होती हैं। कृपया बुकिंग से पहले इन्हें पढ़ लें।",
};

export const translations = {
  ...legalSections,
  termsWords: words,
} satisfies LocalePage["translations"];
