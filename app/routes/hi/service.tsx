import type { MetaDescriptor } from "react-router";

import { defenceRelocation } from "~/content/hi/service-pages/defence-relocation";
import { fineArtsRelocation } from "~/content/hi/service-pages/fine-arts-relocation";
import { homeShifting } from "~/content/hi/service-pages/home-shifting";
import { localShifting } from "~/content/hi/service-pages/local-shifting";
import { officeRelocation } from "~/content/hi/service-pages/office-relocation";
import { vehicleShifting } from "~/content/hi/service-pages/vehicle-shifting";
import { warehousing } from "~/content/hi/service-pages/warehousing";
import { testimonials } from "~/content/hi/testimonials";
import { localePath } from "~/i18n/locale";
import { translatedIn, TranslationsProvider } from "~/i18n/translations";
import { ourServicesCrumb } from "~/lib/breadcrumbs";
import { pageMeta } from "~/lib/seo";
import { servicePageJsonLd } from "~/lib/structured-data";
import { contentOf } from "~/routes/service";
import { serviceSections } from "~/sections/services/hi";
import { ServicePage } from "~/sections/services/service-page";

import type { Route } from "./+types/service";
import { common } from "./common";

const translations = [
  ...common,
  ...serviceSections,
  testimonials,
  homeShifting,
  vehicleShifting,
  officeRelocation,
  warehousing,
  localShifting,
  defenceRelocation,
  fineArtsRelocation,
];

export function meta({ matches }: Route.MetaArgs): MetaDescriptor[] {
  const english = contentOf(matches);
  const content = translatedIn(translations, english);
  const trail = translatedIn(translations, ourServicesCrumb).map((c) => ({ ...c, to: c.to && localePath(c.to, "hi") }));
  return pageMeta({
    ...content.meta,
    path: english.path,
    locale: "hi",
    jsonLd: servicePageJsonLd({
      name: content.name,
      description: content.meta.description,
      path: localePath(english.path, "hi"),
      trail,
    }),
  });
}

/** The seven service pages in Hindi (issue 18): the English template with the Hindi words and content. */
export default function HindiService({ matches }: Route.ComponentProps) {
  return (
    <TranslationsProvider translations={translations}>
      <ServicePage content={contentOf(matches)} />
    </TranslationsProvider>
  );
}
