import { site } from "~/config/site";
import { localShifting, nationalShifting } from "~/content/prices/local-national";
import type { Translation } from "~/content/translation";
import { translate } from "~/content/translation";
import { yearsText } from "~/locales/hi/content/facts";
import {
  bannerTestimonials,
  claims,
  clients,
  homeServiceCards,
  processOverview,
  reasons,
} from "~/locales/hi/content/home";
import { localizedTable } from "~/locales/hi/content/prices";
import { homeSections } from "~/locales/hi/sections/home";
import { homeWords } from "~/routes/home";

export const translations: Translation[] = [
  ...homeSections,
  homeServiceCards,
  reasons,
  claims,
  bannerTestimonials,
  clients,
  processOverview,
  translate(localShifting, localizedTable(localShifting)),
  translate(nationalShifting, localizedTable(nationalShifting)),
  translate(homeWords, {
    title: "पैकर्स एंड मूवर्स — पूरे भारत में शिफ्टिंग",
    description: `${site.brand}: पूरे भारत में तेज, सुरक्षित और किफायती होम, ऑफिस और वाहन शिफ्टिंग। IBA अप्रूव्ड, ${yearsText} का अनुभव, फ्री कोटेशन।`,
  }),
];
