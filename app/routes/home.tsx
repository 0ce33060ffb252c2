import { deferred } from "~/components/deferred";
import { DeferredFaqAccordion } from "~/components/deferred-faq";
import { site } from "~/config/site";
import { servedCitiesIn } from "~/content/cities";
import { stepsIn } from "~/content/company";
import { faqsIn } from "~/content/faqs";
import { homeContentIn } from "~/content/home-content";
import { priceTablesOf } from "~/content/prices/tables";
import { organizationJsonLd } from "~/lib/structured-data";
import { HomeHero } from "~/sections/home/home-hero";
import { HomeQuotePopup } from "~/sections/home/home-quote-popup";

import type { Route } from "./+types/home";
import {
  inlinePicture,
  localeOfRequest,
  networkBlockData,
  pageCalendar,
  pageGuarantee,
  PHONE_HERO_WIDTH,
} from "./page-data";
import { localeMeta } from "./page-meta";

export const meta: Route.MetaFunction = (args) =>
  localeMeta(args, () => ({
    ...args.loaderData.home.meta,
    path: "/",
    jsonLd: [organizationJsonLd(args.loaderData?.servedCities ?? [])],
  }));

/*
 * Everything below the hero is pre-rendered in full but its code loads at the visitor's first scroll or input
 * (docs/decisions/javascript-budget.md): the first screen hydrates with the hero, header and pop-up only.
 */
const ServicesBanner = deferred(() => import("~/components/services-banner").then((m) => m.ServicesBanner));
// The parts' words and records are the page's data (the loader's `home`, `steps` and `guarantee`).
const ServiceCards = deferred(() => import("~/sections/home/service-cards").then((m) => m.ServiceCards));
const HowItWorks = deferred(() => import("~/sections/home/home-how-it-works").then((m) => m.HomeHowItWorks));
const WhyChooseUs = deferred(() => import("~/sections/home/why-choose-us").then((m) => m.WhyChooseUs));
// Phones and tablets fold the guarantee's three lists, as service pages do; wide screens show them open.
const SafetyGuarantee = deferred(() =>
  import("~/components/safety-guarantee").then(({ SafetyGuarantee: Guarantee }) =>
    Object.assign(() => <Guarantee foldBelowWide />, { displayName: "HomeSafetyGuarantee" }),
  ),
);
// The tables' figures are the page's data too (the loader's `prices`).
const HomePriceTables = deferred(() => import("~/sections/home/home-price-tables").then((m) => m.HomePriceTables));
const TestimonialBanner = deferred(() => import("~/sections/home/testimonial-banner").then((m) => m.TestimonialBanner));
const ClientLogoSlider = deferred(() => import("~/sections/home/client-logo-slider").then((m) => m.ClientLogoSlider));
const NetworkBlock = deferred(() => import("~/components/network-block").then((m) => m.NetworkBlock));

export const loader = async ({ request }: Route.LoaderArgs) => ({
  home: await homeContentIn(localeOfRequest(request), site.brand),
  steps: await stepsIn(localeOfRequest(request)),
  prices: await priceTablesOf(localeOfRequest(request), "local-shifting", "national-shifting"),
  heroPicture: await inlinePicture("home-hero", PHONE_HERO_WIDTH),
  faqs: await faqsIn(localeOfRequest(request)),
  ...(await pageGuarantee(request)),
  ...(await networkBlockData(request)),
  // The reviews' dates.
  ...(await pageCalendar(request)),
  // The structured data names the branch cities in English on every language's home page.
  servedCities: await servedCitiesIn(),
});

/** The home page, in the order of SPEC §2 "Home page". */
export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <HomeHero words={loaderData.home.hero} picture={loaderData.heroPicture} />
      <HomeQuotePopup />
      <ServicesBanner />
      <ServiceCards words={loaderData.home.servicesSection} cards={loaderData.home.services} />
      <HowItWorks words={loaderData.home.processSection} steps={loaderData.steps} />
      <WhyChooseUs
        words={loaderData.home.whySection}
        reasons={loaderData.home.reasons}
        claims={loaderData.home.claims}
      />
      <SafetyGuarantee />
      <HomePriceTables
        words={loaderData.home.pricesSection}
        local={loaderData.prices["local-shifting"]}
        national={loaderData.prices["national-shifting"]}
      />
      <TestimonialBanner words={loaderData.home.testimonialsSection} items={loaderData.home.testimonials} />
      <ClientLogoSlider words={loaderData.home.clientsSection} items={loaderData.home.clients} />
      <NetworkBlock />
      <DeferredFaqAccordion items={loaderData.faqs} />
    </>
  );
}
