import { useLoaderData } from "react-router";

import { Breadcrumb } from "~/components/breadcrumb";
import { deferred } from "~/components/deferred";
import { DeferredFaqAccordion } from "~/components/deferred-faq";
import { HowItWorks } from "~/components/how-it-works";
import { ClipboardList, FileCheck2, ScanSearch, Truck } from "~/components/icons";
import { SafetyGuarantee } from "~/components/safety-guarantee";
import { ServicesBanner } from "~/components/services-banner";
import { capitalised, numberWord } from "~/content/facts";
import type { ServicePageContent } from "~/content/service-pages";
import type { Testimonial } from "~/content/testimonials";
import { words } from "~/content/translation";
import { useTranslated } from "~/i18n/translations";
import { ourServicesCrumb } from "~/lib/breadcrumbs";
import { serviceCrumbs } from "~/lib/structured-data";

import { AboutService } from "./about-service";
import { Concerns } from "./concerns";
import { ServiceHero } from "./service-hero";
import { ServicePrices } from "./service-prices";
import { TimingAndCost } from "./timing-and-cost";

const stepIcons = [ClipboardList, ScanSearch, FileCheck2, Truck];

/*
 * The last screens of the page are pre-rendered in full, but their code loads at the visitor's first scroll or
 * input, as on the home page (docs/decisions/javascript-budget.md): the page hydrates its first screens only.
 */
// The reviews are the page's, picked by its route's loader (routes/page-data.ts).
const Testimonials = deferred(() =>
  import("~/components/testimonial-cards").then(({ TestimonialCards }) =>
    Object.assign(
      function ServiceTestimonials() {
        return <TestimonialCards testimonials={useLoaderData<{ testimonials: Testimonial[] }>().testimonials} />;
      },
      { displayName: "ServiceTestimonials" },
    ),
  ),
);
const NetworkBlock = deferred(() =>
  import("~/components/network-block").then(({ NetworkBlock: Network }) =>
    Object.assign(() => <Network compact />, { displayName: "ServiceNetworkBlock" }),
  ),
);

export const servicePageWords = words("servicePageWords", {
  bannerTitle: "One mover for the whole move",
  stepsEyebrow: (steps: number) => `${capitalised(numberWord(steps))} simple steps`,
});

/**
 * The one template of the seven service pages; every text comes from the page's content, in the page's language
 * (the route's loader data).
 */
export function ServicePage({ content }: { content: ServicePageContent }) {
  const w = useTranslated(servicePageWords);
  const crumbs = serviceCrumbs(content.name, useTranslated(ourServicesCrumb));
  return (
    <>
      <Breadcrumb items={crumbs} />
      <ServiceHero {...content.hero} />
      <AboutService about={content.about} image={content.image} />
      {content.prices && <ServicePrices prices={content.prices} />}
      <ServicesBanner id="services-banner-heading" title={w.bannerTitle} text={content.bannerText} />
      <HowItWorks
        id="how-it-works-heading"
        eyebrow={w.stepsEyebrow(content.steps.length)}
        steps={content.steps}
        icons={stepIcons}
        tone="plain"
      />
      <Concerns concerns={content.concerns} serviceName={content.name} />
      <TimingAndCost idealTime={content.idealTime} costEffective={content.costEffective} />
      <SafetyGuarantee compact />
      <DeferredFaqAccordion />
      <Testimonials />
      <NetworkBlock />
    </>
  );
}
