import { useLoaderData } from "react-router";

import { Breadcrumb } from "~/components/breadcrumb";
import { deferred } from "~/components/deferred";
import { DeferredFaqAccordion } from "~/components/deferred-faq";
import { ClipboardList, FileCheck2, ScanSearch, Truck } from "~/components/icons";
import { capitalised, numberWord } from "~/content/facts";
import type { Faq } from "~/content/faqs";
import type { ShownServicePage } from "~/content/service-content";
import type { Testimonial } from "~/content/testimonials";
import { words } from "~/content/translation";
import { useTranslated } from "~/i18n/translations";
import { ourServicesCrumb } from "~/lib/breadcrumbs";
import { serviceCrumbs } from "~/lib/structured-data";

import { ServiceHero } from "./service-hero";

const stepIcons = [ClipboardList, ScanSearch, FileCheck2, Truck];

/*
 * Below the hero the page is pre-rendered in full, but its code loads at the visitor's first scroll or input, as
 * on the home page (docs/decisions/javascript-budget.md): the page hydrates its first screen only. The hero's link
 * to the guarantee waits for that code (lib/early-taps), so the jump finds the sections above its target drawn.
 */
const sections = () => import("./service-sections");
const AboutService = deferred(() => sections().then((m) => m.AboutService));
const ServicePrices = deferred(() => sections().then((m) => m.ServicePrices));
const ServicesBanner = deferred(() => sections().then((m) => m.ServicesBanner));
const HowItWorks = deferred(() => sections().then((m) => m.HowItWorks));
const Concerns = deferred(() => sections().then((m) => m.Concerns));
const TimingAndCost = deferred(() => sections().then((m) => m.TimingAndCost));
const SafetyGuarantee = deferred(() => sections().then((m) => m.SafetyGuarantee));
const Testimonials = deferred(() => sections().then((m) => m.TestimonialCards));
const NetworkBlock = deferred(() => sections().then((m) => m.NetworkBlock));

export const servicePageWords = words("servicePageWords", {
  bannerTitle: "One mover for the whole move",
  stepsEyebrow: (steps: number) => `${capitalised(numberWord(steps))} simple steps`,
});

/**
 * The one template of the seven service pages; every text comes from the page's content, in the page's language
 * (the route's loader data).
 */
export function ServicePage({ content }: { content: ShownServicePage }) {
  const w = useTranslated(servicePageWords);
  // The reviews and the questions are the page's, read by its route's loader (routes/page-data.ts).
  const { testimonials, faqs } = useLoaderData<{ testimonials: Testimonial[]; faqs: Faq[] }>();
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
      <DeferredFaqAccordion items={faqs} />
      <Testimonials testimonials={testimonials} />
      <NetworkBlock compact />
    </>
  );
}
