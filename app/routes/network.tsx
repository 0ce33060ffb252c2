import { useCompanyFacts } from "~/components/company-facts";
import { PageHero } from "~/components/page-hero";
import { PriceTable } from "~/components/price-table";
import { Section } from "~/components/section";
import { SectionHeading } from "~/components/section-heading";
import { site } from "~/config/site";
import { branchesOf } from "~/content/places";
import { priceTablesOf } from "~/content/prices/tables";
import { usePlaces } from "~/hooks/use-places";
import { CityList } from "~/sections/network/city-list";
import { HeadOffice } from "~/sections/network/head-office";
import { InterCityMoves } from "~/sections/network/inter-city-moves";
import { NetworkMap } from "~/sections/network/network-map";
import { QuoteButton } from "~/sections/network/quote-button";

import type { Route } from "./+types/network";
import { inlinePicture, localeOfRequest, PHONE_HERO_WIDTH } from "./page-data";
import { localeMeta } from "./page-meta";

export const PATH = "/network";

/**
 * The page's words and its sections', read at build time from content/<language>/network.json and filled from the
 * cities file (the counts, the head office, each branch's road link), and the national price table: the page's
 * data carries them, not its script (docs/decisions/page-data.md).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { networkPageWordsIn } = await import("~/content/network");
  const locale = localeOfRequest(request);
  const { "national-shifting": prices } = await priceTablesOf(locale, "national-shifting");
  return {
    network: await networkPageWordsIn(locale, site.brand),
    prices,
    heroPicture: await inlinePicture("network", PHONE_HERO_WIDTH),
  };
}

export const meta: Route.MetaFunction = (args) =>
  localeMeta(args, () => ({
    title: args.loaderData.network.page.title,
    description: args.loaderData.network.page.description,
    path: PATH,
  }));

export default function Network({ loaderData }: Route.ComponentProps) {
  const { network: words, prices, heroPicture } = loaderData;
  const w = words.page;
  const places = usePlaces();
  const branches = branchesOf(places).map((c) => ({ ...c, fromKolkata: words.fromKolkata[c.slug] }));
  return (
    <>
      <PageHero
        eyebrow={w.eyebrow}
        title={w.title}
        image="network"
        inline={heroPicture}
        facts={useCompanyFacts()}
        proofs={["officeHours"]}
        actions={<QuoteButton />}
      >
        <p>{w.intro}</p>
      </PageHero>
      <Section labelledBy="branches-title">
        {/* From lg the heading and the map share the left column and the list fills the right one beside both, so
            that neither column ends far above the other. Below lg they stack, the map as wide as the screen
            allows: its city names must stay readable (~/lib/india-map-labels). */}
        <div className="container-page grid gap-10 lg:grid-cols-12 lg:grid-rows-[auto_1fr] lg:gap-x-12 lg:gap-y-2">
          <div className="lg:col-span-5">
            <SectionHeading id="branches-title" eyebrow={w.branchesEyebrow} title={w.branchesTitle}>
              <p>{w.branchesText}</p>
            </SectionHeading>
          </div>
          <div className="w-full max-w-lg lg:col-span-5 lg:max-w-none lg:self-center">
            <NetworkMap places={places} words={words.map} />
          </div>
          <div className="lg:col-span-7 lg:col-start-6 lg:row-span-2 lg:row-start-1">
            <CityList regions={places.regions} branches={branches}>
              <div className="flex flex-col justify-center rounded-xl border border-dashed border-brand-200 bg-brand-50 p-6">
                <h3 className="text-lg font-bold text-brand-900">{w.headOfficeTitle}</h3>
                <p className="mt-2 text-ink-muted">{w.headOfficeText}</p>
                <a href="#head-office-title" className="mt-4 font-semibold text-brand-700 underline">
                  {w.headOfficeLink}
                </a>
              </div>
            </CityList>
          </div>
        </div>
      </Section>
      <HeadOffice words={words.headOffice} />
      <InterCityMoves words={words.interCity} />
      <Section labelledBy="network-prices-title" tone="surface">
        <div className="container-page">
          <SectionHeading id="network-prices-title" eyebrow={w.pricesEyebrow} title={w.pricesTitle} />
          <div className="mt-10 max-w-4xl">
            <PriceTable table={prices} />
          </div>
        </div>
      </Section>
    </>
  );
}
