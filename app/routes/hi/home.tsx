import { site } from "~/config/site";
import { cityList } from "~/content/city-list";
import { localShifting, nationalShifting } from "~/content/prices/local-national";
import { translate } from "~/content/translation";
import { organizationJsonLd } from "~/lib/structured-data";
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
import Home from "~/routes/home";

import { common, hindiMeta, inHindi } from "./common";

const translations = [
  ...common,
  ...homeSections,
  homeServiceCards,
  reasons,
  claims,
  bannerTestimonials,
  clients,
  processOverview,
  translate(localShifting, localizedTable(localShifting)),
  translate(nationalShifting, localizedTable(nationalShifting)),
];

export const meta = () =>
  hindiMeta({
    title: "पैकर्स एंड मूवर्स — पूरे भारत में शिफ्टिंग",
    description: `${site.brand}: पूरे भारत में तेज, सुरक्षित और किफायती होम, ऑफिस और वाहन शिफ्टिंग। IBA अप्रूव्ड, ${yearsText} का अनुभव, फ्री कोटेशन।`,
    path: "/",
    jsonLd: [organizationJsonLd(cityList)],
  });

/** The home page in Hindi (issue 18): the English page's sections with the Hindi words and content. */
export default inHindi(Home, translations);
