import { PageHero } from "~/components/page-hero";
import { formatPhone, site, telHref } from "~/config/site";
import { atHeadOffice, type City, cityEmail, cityPath, findCity } from "~/content/cities";
import { cityImageId } from "~/content/images";
import { cityFacts } from "~/lib/hero-facts";
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

/** The city's page record; the head office's with the configured address and phone. */
const pageCity = (slug: string | undefined) => {
  const city = findCity(slug);
  return city && atHeadOffice(city, site.office, site.phone);
};
/** The head office answers its own mail; a branch has its own mailbox. */
const officeEmail = (city: City) => (city.headOffice ? site.email : cityEmail(city, site.email));

export const meta = ({ params }: Route.MetaArgs) => {
  const city = pageCity(params.cityName);
  if (!city) {
    return pageMeta({
      title: "City not found",
      description: "We do not have a branch page for this city yet. See the cities our network serves.",
      noindex: true,
    });
  }
  const path = cityPath(city.slug);
  return pageMeta({
    title: `Packers and movers in ${city.name}`,
    description: `Packers and movers in ${city.name}, ${city.state}: our ${city.office.locality} ${city.headOffice ? "head office" : "branch"} shifts homes, offices and vehicles locally and across India.`,
    path,
    jsonLd: [branchJsonLd(city, path, officeEmail(city))],
  });
};

export default function NetworkCity({ params }: Route.ComponentProps) {
  const city = pageCity(params.cityName);
  if (!city) return <CityNotFound />;
  return (
    <>
      <PageHero
        eyebrow={`${city.state} · ${city.office.locality} ${city.headOffice ? "head office" : "branch"}`}
        title={`Packers and movers in ${city.name}`}
        image={cityImageId(city.slug)}
        facts={cityFacts(city)}
        actions={
          <>
            <QuoteButton />
            <a href={telHref(city.phone)} className="btn-ghost">
              Call {formatPhone(city.phone)}
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
