import { PACKING_TIP_COUNT } from "~/content/service-content";
import { numberWord } from "~/locales/hi/content/facts";
import { packingGuideSections } from "~/locales/hi/sections/services-guides";
import type { LocalePage } from "~/locales/words";

const tips = numberWord(PACKING_TIP_COUNT);

const words = {
  name: "पैकिंग और अनपैकिंग",
  description: `प्रोफेशनल पैकिंग और अनपैकिंग, साथ में शिफ्टिंग के दिन से पहले घर का सामान सुरक्षित पैक करने के ${tips} काम के सुझाव। कहें तो फ्री एस्टीमेट।`,
  eyebrow: "पैकिंग गाइड",
  heading: "पैकिंग और अनपैकिंग",
  intro: `हम कैसे पैक करते हैं, और अगर कुछ सामान आप खुद पैक करना चाहें तो उसके ${tips} काम के सुझाव।`,
};

export const translations = {
  ...packingGuideSections,
  packingWords: words,
} satisfies LocalePage["translations"];
