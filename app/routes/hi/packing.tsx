import { packingTips as englishTips } from "~/content/service-pages";
import { translate } from "~/content/translation";
import { numberWord } from "~/locales/hi/content/facts";
import { packingTips } from "~/locales/hi/content/service-pages/packing";
import { packingGuideSections } from "~/locales/hi/sections/services-guides";
import Packing, { packingWords, PATH } from "~/routes/packing";

import { common, inHindi } from "./common";
import { hindiServiceMeta } from "./service-meta";

const tips = numberWord(englishTips.length);

const words = {
  name: "पैकिंग और अनपैकिंग",
  description: `प्रोफेशनल पैकिंग और अनपैकिंग, साथ में शिफ्टिंग के दिन से पहले घर का सामान सुरक्षित पैक करने के ${tips} काम के सुझाव। कहें तो फ्री एस्टीमेट।`,
  eyebrow: "पैकिंग गाइड",
  heading: "पैकिंग और अनपैकिंग",
  intro: `हम कैसे पैक करते हैं, और अगर कुछ सामान आप खुद पैक करना चाहें तो उसके ${tips} काम के सुझाव।`,
};

const translations = [...common, ...packingGuideSections, packingTips, translate(packingWords, words)];

export const meta = () => hindiServiceMeta({ name: words.name, description: words.description, path: PATH });

/** /packing in Hindi (issue 18). */
export default inHindi(Packing, translations);
