import { useCompanyFacts } from "~/components/company-facts";
import { PageHero } from "~/components/page-hero";
import { PriceTable } from "~/components/price-table";
import { Section } from "~/components/section";
import { SectionHeading } from "~/components/section-heading";
import { site } from "~/config/site";
import { cities } from "~/content/cities";
import { branchesText, citiesServedText } from "~/content/facts";
import { nationalShifting } from "~/content/prices/local-national";
import { pageMeta } from "~/lib/seo";
import { CityList } from "~/sections/network/city-list";
import { HeadOffice } from "~/sections/network/head-office";
import { InterCityMoves } from "~/sections/network/inter-city-moves";
import { QuoteButton } from "~/sections/network/quote-button";

export const meta = () =>
  pageMeta({
    title: "Our branch network",
    description: `Our branch network across India: ${branchesText}, from Ahmedabad to Ranchi, delivering to ${citiesServedText}.`,
    path: "/network",
  });

export default function Network() {
  const states = new Set(cities.map((c) => c.state)).size;
  return (
    <>
      <PageHero
        eyebrow={`${cities.length} cities · ${states} states`}
        title="Our branch network"
        facts={useCompanyFacts()}
        actions={<QuoteButton />}
      >
        <p>
          Branches in {cities.length} cities across India, linked to our head office in Kolkata, so your move is handled
          by a local team at both ends.
        </p>
      </PageHero>
      <Section labelledBy="branches-title">
        <div className="container-page">
          <SectionHeading id="branches-title" eyebrow="Branches by region" title="Find your nearest branch">
            <p>
              Each city page has the branch’s address and phone, the areas it covers and what to plan for when moving
              there.
            </p>
          </SectionHeading>
          <div className="mt-10">
            <CityList>
              <div className="flex flex-col justify-center rounded-xl border border-dashed border-brand-200 bg-brand-50 p-6">
                <h3 className="text-lg font-bold text-brand-900">{site.office.city} head office</h3>
                <p className="mt-2 text-ink-muted">
                  Moving within {site.office.state}, or from a city not listed here? Our head office plans it and picks
                  the branch for the other end.
                </p>
                <a href="#head-office-title" className="mt-4 font-semibold text-brand-700 underline">
                  Head office address
                </a>
              </div>
            </CityList>
          </div>
        </div>
      </Section>
      <HeadOffice />
      <InterCityMoves />
      <Section labelledBy="network-prices-title" tone="surface">
        <div className="container-page">
          <SectionHeading
            id="network-prices-title"
            eyebrow="Indicative prices"
            title="From Kolkata to our main branches"
          />
          <div className="mx-auto mt-10 max-w-4xl">
            <PriceTable table={nationalShifting} />
          </div>
        </div>
      </Section>
    </>
  );
}
