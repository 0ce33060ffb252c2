import { FAMILIES_MOVED } from "~/content/facts";
import { moveSteps } from "~/content/process";
import { translate } from "~/content/translation";
import { numberWord } from "~/locales/hi/content/facts";
import { processSteps, trustReasons } from "~/locales/hi/content/process";
import { processSections } from "~/locales/hi/sections/process";
import Process, { PATH, processWords } from "~/routes/process";

import { common, hindiMeta, inHindi } from "./common";

const families = `${new Intl.NumberFormat("hi-IN").format(FAMILIES_MOVED)}+ परिवारों`;

const words = {
  title: "शिफ्टिंग की हमारी प्रक्रिया — सर्वे से अनपैकिंग तक",
  description:
    "हमारे साथ आपकी शिफ्टिंग कैसे होती है, स्टेप बाय स्टेप: फ्री सर्वे, लिखित कोटेशन, पैकिंग, सुरक्षित ट्रांसपोर्ट, डिलीवरी और अनपैकिंग।",
  eyebrow: "यह कैसे काम करता है",
  heading: "शिफ्टिंग की हमारी प्रक्रिया",
  intro: `आपकी पहली कॉल से आखिरी कार्टन खुलने तक ${numberWord(moveSteps.length)} साफ-साफ स्टेप — और वे वजहें, जिनसे ${families} ने अपने घर की शिफ्टिंग हमें सौंपी।`,
  expert: "एक्सपर्ट से बात करें",
};

const translations = [...common, ...processSections, processSteps, trustReasons, translate(processWords, words)];

export const meta = () => hindiMeta({ title: words.title, description: words.description, path: PATH });

/** /process in Hindi (issue 18). */
export default inHindi(Process, translations);
