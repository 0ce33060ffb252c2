import { Breadcrumb } from "~/components/Breadcrumb";
import { FaqAccordion } from "~/components/sections/FaqAccordion";
import { NetworkBlock } from "~/components/sections/NetworkBlock";
import { TestimonialCards } from "~/components/TestimonialCards";
import type { ServicePageContent } from "~/content/service-pages";
import { serviceCrumbs } from "~/lib/structured-data";

import { AboutService } from "./AboutService";
import { Concerns } from "./Concerns";
import { HowItWorks } from "./HowItWorks";
import { ServiceHero } from "./ServiceHero";
import { ServicePrices } from "./ServicePrices";
import { ServicesBanner } from "./ServicesBanner";
import { TimingAndCost } from "./TimingAndCost";

/** The one template of the seven service pages; every text comes from the page's content module. */
export function ServicePage({ content }: { content: ServicePageContent }) {
  return (
    <>
      <Breadcrumb items={serviceCrumbs(content.name)} />
      <ServiceHero {...content.hero} />
      <AboutService about={content.about} illustration={content.illustration} />
      {content.prices && <ServicePrices prices={content.prices} />}
      <ServicesBanner text={content.bannerText} />
      <HowItWorks steps={content.steps} />
      <Concerns concerns={content.concerns} serviceName={content.name} />
      <TimingAndCost idealTime={content.idealTime} costEffective={content.costEffective} />
      <FaqAccordion />
      <TestimonialCards service={content.path} />
      <NetworkBlock />
    </>
  );
}
