import { cityPath, findCity } from "~/content/cities";
import { translate } from "~/content/translation";
import type { ChatHandle } from "~/hooks/use-chat-href";
import { localePath } from "~/i18n/locale";
import { translatedIn } from "~/i18n/translations";
import { branchJsonLd } from "~/lib/structured-data";
import { cities } from "~/locales/hi/content/cities";
import { priceTables } from "~/locales/hi/content/prices";
import { testimonials } from "~/locales/hi/content/testimonials";
import { networkSections } from "~/locales/hi/sections/network";
import { cityNotFoundSections } from "~/locales/hi/sections/network-not-found";
import NetworkCity, { networkCityWords, officeEmail, pageCity } from "~/routes/network-city";

import type { Route } from "./+types/network-city";
import { common, hindiMeta, inHindi } from "./common";

const words = translate(networkCityWords, {
  eyebrow: (state: string, locality: string, headOffice: boolean) =>
    `${state} · ${locality} ${headOffice ? "हेड ऑफिस" : "ब्रांच"}`,
  title: (city: string) => `${city} में पैकर्स एंड मूवर्स`,
  call: (phone: string) => `कॉल करें: ${phone}`,
});

const translations = [
  ...common,
  ...networkSections,
  ...cityNotFoundSections,
  ...priceTables,
  ...cities,
  testimonials,
  words,
];

export const handle: ChatHandle = {
  chat: ({ params }) => {
    const city = findCity(params.cityName);
    return city && { kind: "city", name: translatedIn(translations, city).name };
  },
};

export const meta = ({ params }: Route.MetaArgs) => {
  const english = findCity(params.cityName);
  const city = pageCity(english && translatedIn(translations, english));
  if (!english || !city) {
    return hindiMeta({
      title: "शहर नहीं मिला",
      description: "इस शहर के लिए अभी हमारी ब्रांच का पेज नहीं है। देखिए हमारा नेटवर्क किन शहरों में है।",
      noindex: true,
    });
  }
  const path = cityPath(city.slug);
  const w = translatedIn(translations, networkCityWords);
  return hindiMeta({
    title: w.title(city.name),
    description: `${city.name}, ${city.state} में पैकर्स एंड मूवर्स: हमारी ${city.headOffice ? "हेड ऑफिस" : "ब्रांच"} टीम घर, ऑफिस और वाहन की शिफ्टिंग शहर में और पूरे भारत में करती है। फ्री सर्वे, लिखित कोटेशन।`,
    path,
    jsonLd: [branchJsonLd(pageCity(english)!, localePath(path, "hi"), officeEmail(city))],
  });
};

/** A city page in Hindi (issue 18): the English page with the city's Hindi texts and the sections' Hindi words. */
export default inHindi(NetworkCity, translations);
