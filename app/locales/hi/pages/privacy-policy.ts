import { legalSections } from "~/locales/hi/sections/legal";
import type { LocalePage } from "~/locales/words";

const words = {
  title: "प्राइवेसी पॉलिसी — आपकी जानकारी की सुरक्षा",
  description:
    "हमारे फॉर्म से भेजी गई आपकी जानकारी हम कैसे लेते हैं, किस काम में लेते हैं, कैसे सुरक्षित रखते हैं, और हमारी ओर से कौन-सी सेवाएं उसे संभालती हैं।",
  eyebrow: "कानूनी जानकारी",
  heading: "प्राइवेसी पॉलिसी",
  intro: "इस साइट का इस्तेमाल करने पर हम कौन-सी जानकारी लेते हैं, क्यों लेते हैं, और हमारे लिए कौन-सी दूसरी सेवाएं उसे संभालती हैं।",
};

export const translations = {
  ...legalSections,
  privacyWords: words,
} satisfies LocalePage["translations"];
