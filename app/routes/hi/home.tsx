import { site } from "~/config/site";
import { cityList } from "~/content/city-list";
import { yearsText } from "~/content/hi/facts";
import { bannerTestimonials, claims, clients, homeServiceCards, processOverview, reasons } from "~/content/hi/home";
import { hindiTable } from "~/content/hi/prices";
import { localShifting, nationalShifting } from "~/content/prices/local-national";
import { translate } from "~/content/translation";
import { TranslationsProvider } from "~/i18n/translations";
import { pageMeta } from "~/lib/seo";
import { organizationJsonLd } from "~/lib/structured-data";
import Home from "~/routes/home";
import { homeSections } from "~/sections/home/hi";

import { common } from "./common";

export const meta = () =>
  pageMeta({
    title: "पैकर्स एंड मूवर्स — पूरे भारत में शिफ्टिंग",
    description: `${site.brand}: पूरे भारत में तेज, सुरक्षित और किफायती होम, ऑफिस और वाहन शिफ्टिंग। IBA अप्रूव्ड, ${yearsText} का अनुभव, फ्री कोटेशन।`,
    path: "/",
    locale: "hi",
    jsonLd: [organizationJsonLd(cityList)],
  });

const translations = [
  ...common,
  ...homeSections,
  homeServiceCards,
  reasons,
  claims,
  bannerTestimonials,
  clients,
  processOverview,
  translate(localShifting, hindiTable(localShifting)),
  translate(nationalShifting, hindiTable(nationalShifting)),
];

/** The home page in Hindi (issue 18): the English page's sections with the Hindi words and content. */
export default function HindiHome() {
  return (
    <TranslationsProvider translations={translations}>
      <Home />
    </TranslationsProvider>
  );
}
