import { FaqAccordion } from "~/components/faq-accordion";
import { HowItWorks } from "~/components/how-it-works";
import { ClipboardList, FileText, MessagesSquare, Truck } from "~/components/icons";
import { NetworkBlock } from "~/components/network-block";
import { SafetyGuarantee } from "~/components/safety-guarantee";
import { ServicesBanner } from "~/components/services-banner";
import { site } from "~/config/site";
import { cityList } from "~/content/city-list";
import { capitalised, numberWord, yearsText } from "~/content/facts";
import { processOverview } from "~/content/home";
import { pageMeta } from "~/lib/seo";
import { organizationJsonLd } from "~/lib/structured-data";
import { ClientLogoSlider } from "~/sections/home/client-logo-slider";
import { HomeHero } from "~/sections/home/home-hero";
import { HomePriceTables } from "~/sections/home/home-price-tables";
import { HomeQuotePopup } from "~/sections/home/home-quote-popup";
import { ServiceCards } from "~/sections/home/service-cards";
import { TestimonialBanner } from "~/sections/home/testimonial-banner";
import { WhyChooseUs } from "~/sections/home/why-choose-us";

export const meta = () =>
  pageMeta({
    title: "Packers and Movers in India",
    description: `${site.brand}: fast, safe and affordable home, office and vehicle relocation across India. IBA approved, ${yearsText}, free quote.`,
    path: "/",
    jsonLd: [organizationJsonLd(cityList)],
  });

const stepIcons = [MessagesSquare, ClipboardList, FileText, Truck];

/** The home page, in the order of SPEC §2 "Home page". */
export default function Home() {
  return (
    <>
      <HomeHero />
      <HomeQuotePopup />
      <ServicesBanner />
      <ServiceCards />
      <HowItWorks
        id="how-title"
        eyebrow="Our process"
        intro={`${capitalised(numberWord(processOverview.length))} simple steps from your first call to the last carton unpacked.`}
        steps={processOverview}
        icons={stepIcons}
        tone="band"
      />
      <WhyChooseUs />
      <SafetyGuarantee />
      <HomePriceTables />
      <TestimonialBanner />
      <ClientLogoSlider />
      <NetworkBlock />
      <FaqAccordion />
    </>
  );
}
