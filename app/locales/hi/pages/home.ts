import { site } from "~/config/site";
import { yearsText } from "~/locales/hi/content/facts";
import { homeSections } from "~/locales/hi/sections/home";
import type { LocalePage } from "~/locales/words";

export const translations = {
  ...homeSections,
  homeWords: {
    title: "पैकर्स एंड मूवर्स — पूरे भारत में शिफ्टिंग",
    description: `${site.brand}: पूरे भारत में तेज, सुरक्षित और किफायती होम, ऑफिस और वाहन शिफ्टिंग। IBA अप्रूव्ड, ${yearsText} का अनुभव, फ्री कोटेशन।`,
  },
} satisfies LocalePage["translations"];
