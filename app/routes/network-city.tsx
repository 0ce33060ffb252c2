import { BookSurveyLink } from "~/components/book-survey-link";
import { PageHero } from "~/components/page-hero";
import { localePath } from "~/config/locales";
import { formatPhone, site, telHref } from "~/config/site";
import { atHeadOffice, type City, cityEmail, cityPages, cityPath, findCity } from "~/content/cities";
import { cityImageId } from "~/content/images";
import { words } from "~/content/translation";
import type { ChatHandle } from "~/hooks/use-chat-href";
import { useTranslated } from "~/i18n/translations";
import { cityFacts, cityFactWords } from "~/lib/hero-facts";
import { branchJsonLd } from "~/lib/structured-data";
import { localeMeta, type WordsHandle } from "~/locales/words";
import { CityBenefits } from "~/sections/network/city-benefits";
import { CityIntro } from "~/sections/network/city-intro";
import { CityNotFound } from "~/sections/network/city-not-found";
import { CityOffice } from "~/sections/network/city-office";
import { CityPracticalities } from "~/sections/network/city-practicalities";
import { CityPrices } from "~/sections/network/city-prices";
import { CityServices } from "~/sections/network/city-services";
import { CityTestimonials } from "~/sections/network/city-testimonials";
import { CityVerifyNote } from "~/sections/network/city-verify-note";
import { QuoteButton } from "~/sections/network/quote-button";

import type { Route } from "./+types/network-city";

/** A city page's record: the head office's with the configured address and phone. */
export const pageCity = (city: City | undefined) => city && atHeadOffice(city, site.office, site.phone);
/** The head office answers its own mail; a branch has its own mailbox. */
export const officeEmail = (city: City) => (city.headOffice ? site.email : cityEmail(city, site.email));

/** The page's own words, which each language translates (app/locales/<code>/pages/network-city.ts). */
export const networkCityWords = words("networkCityWords", {
  eyebrow: (state: string, locality: string, headOffice: boolean) =>
    `${state} · ${locality} ${headOffice ? "head office" : "branch"}`,
  title: (city: string) => `Packers and movers in ${city}`,
  description: (city: string, state: string, locality: string, headOffice: boolean) =>
    `Packers and movers in ${city}, ${state}: our ${locality} ${headOffice ? "head office" : "branch"} shifts homes, offices and vehicles locally and across India.`,
  call: (phone: string) => `Call ${phone}`,
  notFoundTitle: "City not found",
  notFoundDescription: "We do not have a branch page for this city yet. See the cities our network serves.",
});

/** A city that has no page gets the plain greeting. */
export const handle: ChatHandle & WordsHandle = {
  words: (locale) => import(`../locales/${locale}/pages/network-city.ts`),
  chat: ({ params, t }) => {
    const city = findCity(params.cityName, t(cityPages));
    return city && { kind: "city", name: city.name };
  },
};

export const meta: Route.MetaFunction = (args) =>
  localeMeta(args, (t, locale) => {
    const english = pageCity(findCity(args.params.cityName));
    const city = pageCity(findCity(args.params.cityName, t(cityPages)));
    const w = t(networkCityWords);
    if (!english || !city) return { title: w.notFoundTitle, description: w.notFoundDescription, noindex: true };
    const path = cityPath(city.slug);
    return {
      title: w.title(city.name),
      description: w.description(city.name, city.state, city.office.locality, city.headOffice === true),
      path,
      jsonLd: [branchJsonLd(english, localePath(path, locale), officeEmail(city))],
    };
  });

export default function NetworkCity({ params }: Route.ComponentProps) {
  return <CityPage cityName={params.cityName} />;
}

/** The page of the city named in the URL, in the page's language (app/locales/<code>/pages/network-city.ts translates it). */
function CityPage({ cityName }: { cityName: string | undefined }) {
  const city = pageCity(findCity(cityName, useTranslated(cityPages)));
  const w = useTranslated(networkCityWords);
  const factWords = useTranslated(cityFactWords);
  if (!city) return <CityNotFound />;
  return (
    <>
      <PageHero
        eyebrow={w.eyebrow(city.state, city.office.locality, city.headOffice === true)}
        title={w.title(city.name)}
        image={cityImageId(city.slug)}
        facts={cityFacts(city, factWords)}
        actions={
          <>
            <QuoteButton />
            <a href={telHref(city.phone)} className="btn-ghost">
              {w.call(formatPhone(city.phone))}
            </a>
            <BookSurveyLink city={city.slug} className="btn-ghost" />
          </>
        }
      >
        <p>{city.tagline}</p>
      </PageHero>
      <CityIntro city={city} />
      <CityBenefits city={city} />
      <CityPracticalities city={city} />
      <CityPrices city={city} />
      <CityOffice city={city} />
      <CityVerifyNote cityName={city.name} />
      <CityTestimonials city={city} />
      <CityServices city={city} />
    </>
  );
}
