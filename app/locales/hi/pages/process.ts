import { indianNumber } from "~/config/numbers";
import { FAMILIES_MOVED } from "~/content/facts";
import { MOVE_STEP_COUNT } from "~/content/process";
import { numberWord } from "~/locales/hi/content/facts";
import { processSections } from "~/locales/hi/sections/process";
import type { LocalePage } from "~/locales/words";

const families = `${indianNumber(FAMILIES_MOVED)}+ परिवारों`;

const words = {
  title: "शिफ्टिंग की हमारी प्रक्रिया — सर्वे से अनपैकिंग तक",
  description:
    "हमारे साथ आपकी शिफ्टिंग कैसे होती है, स्टेप बाय स्टेप: फ्री सर्वे, लिखित कोटेशन, पैकिंग, सुरक्षित ट्रांसपोर्ट, डिलीवरी और अनपैकिंग।",
  eyebrow: "यह कैसे काम करता है",
  heading: "शिफ्टिंग की हमारी प्रक्रिया",
  intro: `आपकी पहली कॉल से आखिरी कार्टन खुलने तक ${numberWord(MOVE_STEP_COUNT)} साफ-साफ स्टेप — और वे वजहें, जिनसे ${families} ने अपने घर की शिफ्टिंग हमें सौंपी।`,
  expert: "एक्सपर्ट से बात करें",
};

export const translations = {
  ...processSections,
  processWords: words,
} satisfies LocalePage["translations"];
