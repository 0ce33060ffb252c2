import { insuranceRangeText } from "~/content/charges";
import { numberWord } from "~/content/hi/facts";
import { insurance } from "~/content/hi/service-pages/insurance";
import { testimonials } from "~/content/hi/testimonials";
import { insurance as englishInsurance } from "~/content/service-pages";
import { translate } from "~/content/translation";
import { localePath } from "~/i18n/locale";
import { translatedIn, TranslationsProvider } from "~/i18n/translations";
import { ourServicesCrumb } from "~/lib/breadcrumbs";
import { pageMeta } from "~/lib/seo";
import { servicePageJsonLd } from "~/lib/structured-data";
import GoodsInsurance, { goodsInsuranceWords, PATH } from "~/routes/goods-insurance";
import { helpSections } from "~/sections/services/hi-guides";

import { common } from "./common";

const words = {
  name: "सामान का बीमा",
  description: `घरेलू सामान और वाहनों का ट्रांजिट बीमा: ऑल रिस्क और वेयरहाउस-टू-वेयरहाउस कवर, कीमत का ${insuranceRangeText} प्रीमियम और हर क्लेम में मदद।`,
  eyebrow: "ट्रांजिट बीमा",
  heading: "सामान का बीमा",
  typesEyebrow: "अपना कवर चुनें",
  typesHeading: "सामान के बीमा के प्रकार",
  benefitsHeading: "अपनी शिफ्टिंग का बीमा हमारे साथ क्यों कराएं",
  faqTitle: "सामान का बीमा: आपके सवाल",
  faqIntro: `शिफ्टिंग के बीमे के बारे में हमसे सबसे ज्यादा पूछे जाने वाले ${numberWord(englishInsurance.faqs.length)} सवाल।`,
};

const translations = [...common, ...helpSections, testimonials, insurance, translate(goodsInsuranceWords, words)];

export const meta = () =>
  pageMeta({
    title: words.name,
    description: words.description,
    path: PATH,
    locale: "hi",
    jsonLd: servicePageJsonLd({
      name: words.name,
      description: words.description,
      path: localePath(PATH, "hi"),
      trail: translatedIn(translations, ourServicesCrumb).map((c) => ({ ...c, to: c.to && localePath(c.to, "hi") })),
    }),
  });

/** /goods-insurance in Hindi (issue 18). */
export default function HindiGoodsInsurance() {
  return (
    <TranslationsProvider translations={translations}>
      <GoodsInsurance />
    </TranslationsProvider>
  );
}
