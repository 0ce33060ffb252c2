import { useCompanyFacts } from "~/components/company-facts";
import { PageHero } from "~/components/page-hero";
import { PriceTable } from "~/components/price-table";
import { Section } from "~/components/section";
import { SectionHeading } from "~/components/section-heading";
import { site } from "~/config/site";
import { branchesText, citiesServedText } from "~/content/facts";
import { branchesOf, withBranchCount } from "~/content/places";
import { priceTablesOf } from "~/content/prices/tables";
import { words } from "~/content/translation";
import { placesAmong, usePlaces } from "~/hooks/use-places";
import { useTranslated } from "~/i18n/translations";
import { localeMeta, type PhrasesHandle } from "~/locales/words";
import { CityList } from "~/sections/network/city-list";
import { HeadOffice } from "~/sections/network/head-office";
import { InterCityMoves } from "~/sections/network/inter-city-moves";
import { NetworkMap } from "~/sections/network/network-map";
import { QuoteButton } from "~/sections/network/quote-button";

import type { Route } from "./+types/network";
import { localeOfRequest, pageWords } from "./page-data";

export const PATH = "/network";

type Office = typeof site.office;

/** The page's own words, which each language translates (app/locales/<code>/pages/network.ts). */
export const networkWords = words("networkWords", {
  title: "Our branch network",
  description: `Our branch network across India: ${branchesText}, from Ahmedabad to Ranchi, delivering to ${citiesServedText}.`,
  eyebrow: (cityCount: number, stateCount: number) => `${cityCount} cities · ${stateCount} states`,
  intro: (cityCount: number) =>
    `Branches in ${cityCount} cities across India, linked to our head office in Kolkata, so your move is handled by a local team at both ends.`,
  branchesEyebrow: "Branches by region",
  branchesTitle: "Find your nearest branch",
  branchesText:
    "Each city page has the branch’s address and phone, the areas it covers and what to plan for when moving there.",
  headOfficeTitle: (o: Office) => `${o.city} head office`,
  headOfficeText: (o: Office) =>
    `Moving within ${o.state}, or from a city not listed here? Our head office plans it and picks the branch for the other end.`,
  headOfficeLink: "Head office address",
  pricesEyebrow: "Indicative prices",
  pricesTitle: "From Kolkata to our main branches",
});

export const handle: PhrasesHandle = {
  phrases: (locale) => import(`../locales/${locale}/pages/network.phrases.ts`),
};

/**
 * Each branch's road link from Kolkata, which the list shows beside the cities every page's data carries, read at
 * build time from the cities file (docs/decisions/page-data.md).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { citiesIn } = await import("~/content/cities");
  const locale = localeOfRequest(request);
  const { content } = await citiesIn(locale);
  const transit = Object.fromEntries(content.branches.map((c) => [c.slug, { days: c.transit.days }]));
  const { "national-shifting": prices } = await priceTablesOf(locale, "national-shifting");
  return { transit, prices, ...(await pageWords(request, "network")) };
}

export const meta: Route.MetaFunction = (args) =>
  localeMeta(args, (t) => ({
    title: t(networkWords).title,
    description: withBranchCount(t(networkWords).description, placesAmong(args.matches)!),
    path: PATH,
  }));

export default function Network({ loaderData: { transit, prices } }: Route.ComponentProps) {
  const w = useTranslated(networkWords);
  const places = usePlaces();
  const branches = branchesOf(places).map((c) => ({ ...c, transit: transit[c.slug] }));
  const states = new Set(branches.map((c) => c.state)).size;
  return (
    <>
      <PageHero
        eyebrow={w.eyebrow(branches.length, states)}
        title={w.title}
        facts={useCompanyFacts()}
        proofs={["officeHours"]}
        actions={<QuoteButton />}
      >
        <p>{w.intro(branches.length)}</p>
      </PageHero>
      <Section labelledBy="branches-title">
        <div className="container-page">
          <SectionHeading id="branches-title" eyebrow={w.branchesEyebrow} title={w.branchesTitle}>
            <p>{w.branchesText}</p>
          </SectionHeading>
          <div className="mt-10 grid gap-10 md:grid-cols-2 lg:grid-cols-12 lg:gap-12">
            <div className="w-full max-w-md md:sticky md:top-header md:max-w-none md:self-start lg:col-span-5">
              <NetworkMap places={places} />
            </div>
            <div className="lg:col-span-7">
              <CityList regions={places.regions} branches={branches}>
                <div className="flex flex-col justify-center rounded-xl border border-dashed border-brand-200 bg-brand-50 p-6">
                  <h3 className="text-lg font-bold text-brand-900">{w.headOfficeTitle(site.office)}</h3>
                  <p className="mt-2 text-ink-muted">{w.headOfficeText(site.office)}</p>
                  <a href="#head-office-title" className="mt-4 font-semibold text-brand-700 underline">
                    {w.headOfficeLink}
                  </a>
                </div>
              </CityList>
            </div>
          </div>
        </div>
      </Section>
      <HeadOffice />
      <InterCityMoves />
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
