import { ClientLogoSlider } from "~/components/sections/ClientLogoSlider";
import { FaqAccordion } from "~/components/sections/FaqAccordion";
import { HomePriceTables } from "~/components/sections/HomePriceTables";
import { HowItWorks } from "~/components/sections/HowItWorks";
import { NetworkBlock } from "~/components/sections/NetworkBlock";
import { ServicesBanner } from "~/components/sections/ServicesBanner";
import { TestimonialBanner } from "~/components/sections/TestimonialBanner";
import { WhyChooseUs } from "~/components/sections/WhyChooseUs";
import { site } from "~/config/site";
import { cityList } from "~/content/city-list";
import { pageMeta } from "~/lib/seo";
import { organizationJsonLd } from "~/lib/structured-data";
import { HomeHero } from "~/sections/home/HomeHero";
import { HomeQuotePopup } from "~/sections/home/HomeQuotePopup";
import { ServiceCards } from "~/sections/home/ServiceCards";

export const meta = () =>
  pageMeta({
    title: "Packers and Movers in India",
    description: `${site.brand}: fast, safe and affordable home, office and vehicle relocation across India. IBA approved, 10+ years, free quote.`,
    path: "/",
    jsonLd: [organizationJsonLd(cityList)],
  });

/** The home page, in the order of SPEC §2 "Home page". */
export default function Home() {
  return (
    <>
      <HomeHero />
      <HomeQuotePopup />
      <ServicesBanner />
      <ServiceCards />
      <HowItWorks />
      <WhyChooseUs />
      <HomePriceTables />
      <TestimonialBanner />
      <ClientLogoSlider />
      <NetworkBlock />
      <FaqAccordion />
    </>
  );
}
