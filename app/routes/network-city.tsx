import { PageHero } from "~/components/PageHero";
import { formatPhone, site, telHref } from "~/config/site";
import { cityEmail, cityPath, findCity } from "~/content/cities";
import { pageMeta } from "~/lib/seo";
import { branchJsonLd } from "~/lib/structured-data";
import { CityBenefits } from "~/sections/network/CityBenefits";
import { CityIntro } from "~/sections/network/CityIntro";
import { CityNotFound } from "~/sections/network/CityNotFound";
import { CityOffice } from "~/sections/network/CityOffice";
import { CityPracticalities } from "~/sections/network/CityPracticalities";
import { CityPrices } from "~/sections/network/CityPrices";
import { CityServices } from "~/sections/network/CityServices";
import { CityTestimonials } from "~/sections/network/CityTestimonials";
import { QuoteButton } from "~/sections/network/QuoteButton";

import type { Route } from "./+types/network-city";

export const meta = ({ params }: Route.MetaArgs) => {
  const city = findCity(params.cityName);
  if (!city) {
    return pageMeta({
      title: "City Not Found",
      description: "We do not have a branch page for this city yet. See the cities our network serves.",
      noindex: true,
    });
  }
  const path = cityPath(city.slug);
  return pageMeta({
    title: `Packers and Movers in ${city.name}`,
    description: `Packers and movers in ${city.name}, ${city.state}: our ${city.office.locality} branch shifts homes, offices and vehicles locally and across India.`,
    path,
    jsonLd: [branchJsonLd(city, path, cityEmail(city, site.email))],
  });
};

export default function NetworkCity({ params }: Route.ComponentProps) {
  const city = findCity(params.cityName);
  if (!city) return <CityNotFound />;
  return (
    <>
      <PageHero
        eyebrow={`${city.state} · ${city.office.locality} branch`}
        title={`Packers and Movers in ${city.name}`}
        actions={
          <>
            <QuoteButton />
            <a href={telHref(city.phone)} className="btn border border-white/40 text-white hover:bg-white/10">
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
      <CityTestimonials city={city} />
      <CityServices city={city} />
    </>
  );
}
