import { PageHero } from "~/components/page-hero";
import { formatPhone, site, telHref } from "~/config/site";
import { atHeadOffice, type City, cityEmail, cityPath, findCity } from "~/content/cities";
import { cityImageId } from "~/content/images";
import type { ChatHandle } from "~/hooks/use-chat-href";
import { useTranslated } from "~/i18n/translations";
import { cityFacts, cityFactWords } from "~/lib/hero-facts";
import { pageMeta } from "~/lib/seo";
import { branchJsonLd } from "~/lib/structured-data";
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

/** The page's own words; its Hindi twin translates them (routes/hi/network-city.tsx). */
export const networkCityWords = {
  eyebrow: (state: string, locality: string, headOffice: boolean) =>
    `${state} · ${locality} ${headOffice ? "head office" : "branch"}`,
  title: (city: string) => `Packers and movers in ${city}`,
  call: (phone: string) => `Call ${phone}`,
};

/** A city that has no page gets the plain greeting. */
export const handle: ChatHandle = {
  chat: ({ params }) => {
    const city = findCity(params.cityName);
    return city && { kind: "city", name: city.name };
  },
};

export const meta = ({ params }: Route.MetaArgs) => {
  const city = pageCity(findCity(params.cityName));
  if (!city) {
    return pageMeta({
      title: "City not found",
      description: "We do not have a branch page for this city yet. See the cities our network serves.",
      noindex: true,
    });
  }
  const path = cityPath(city.slug);
  return pageMeta({
    title: networkCityWords.title(city.name),
    description: `Packers and movers in ${city.name}, ${city.state}: our ${city.office.locality} ${city.headOffice ? "head office" : "branch"} shifts homes, offices and vehicles locally and across India.`,
    path,
    jsonLd: [branchJsonLd(city, path, officeEmail(city))],
  });
};

export default function NetworkCity({ params }: Route.ComponentProps) {
  return <CityPage cityName={params.cityName} />;
}

/** The page of the city named in the URL, in the page's language (routes/hi/network-city.tsx gives it Hindi). */
function CityPage({ cityName }: { cityName: string | undefined }) {
  const city = pageCity(useTranslated(findCity(cityName)));
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
