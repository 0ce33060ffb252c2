import { Breadcrumb } from "~/components/breadcrumb";
import { FaqAccordion } from "~/components/faq-accordion";
import { HowItWorks } from "~/components/how-it-works";
import { ClipboardList, FileCheck2, ScanSearch, Truck } from "~/components/icons";
import { NetworkBlock } from "~/components/network-block";
import { SafetyGuarantee } from "~/components/safety-guarantee";
import { ServicesBanner } from "~/components/services-banner";
import { TestimonialCards } from "~/components/testimonial-cards";
import { capitalised, numberWord } from "~/content/facts";
import type { ServicePageContent } from "~/content/service-pages";
import { serviceCrumbs } from "~/lib/structured-data";

import { AboutService } from "./about-service";
import { Concerns } from "./concerns";
import { ServiceHero } from "./service-hero";
import { ServicePrices } from "./service-prices";
import { TimingAndCost } from "./timing-and-cost";

const stepIcons = [ClipboardList, ScanSearch, FileCheck2, Truck];

/** The one template of the seven service pages; every text comes from the page's content module. */
export function ServicePage({ content }: { content: ServicePageContent }) {
  return (
    <>
      <Breadcrumb items={serviceCrumbs(content.name)} />
      <ServiceHero {...content.hero} />
      <AboutService about={content.about} image={content.image} />
      {content.prices && <ServicePrices prices={content.prices} />}
      <ServicesBanner id="services-banner-heading" title="One mover for the whole move" text={content.bannerText} />
      <HowItWorks
        id="how-it-works-heading"
        eyebrow={`${capitalised(numberWord(content.steps.length))} simple steps`}
        steps={content.steps}
        icons={stepIcons}
        tone="plain"
      />
      <Concerns concerns={content.concerns} serviceName={content.name} />
      <TimingAndCost idealTime={content.idealTime} costEffective={content.costEffective} />
      <SafetyGuarantee compact />
      <FaqAccordion />
      <TestimonialCards service={content.path} />
      <NetworkBlock compact />
    </>
  );
}
