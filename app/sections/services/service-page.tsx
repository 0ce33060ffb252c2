import { useLoaderData } from "react-router";

import { Breadcrumb } from "~/components/breadcrumb";
import { deferred } from "~/components/deferred";
import { DeferredFaqAccordion } from "~/components/deferred-faq";
import { ClipboardList, FileCheck2, ScanSearch, Truck } from "~/components/icons";
import type { Faq } from "~/content/faqs";
import type { InlinePicture } from "~/content/images";
import type { ServicePageWords, ShownServicePage } from "~/content/service-content";
import type { Testimonial } from "~/content/testimonials";
import { useStrings } from "~/i18n/strings";
import { serviceCrumbs } from "~/lib/structured-data";

import { ServiceHero } from "./service-hero";

const stepIcons = [ClipboardList, ScanSearch, FileCheck2, Truck];

/*
 * Below the hero the page is pre-rendered in full, but its code loads at the visitor's first scroll or input, as
 * on the home page (docs/decisions/javascript-budget.md): the page hydrates its first screen only. The hero's link
 * to the guarantee waits for that code (lib/early-taps), so the jump finds the sections above its target drawn.
 */
const sections = () => import("./service-sections");
// The hero's picture is pre-rendered with the first screen; its code (the picture markup) can wait like the rest.
const HeroPicture = deferred(() => sections().then((m) => m.HeroPicture));
const AboutService = deferred(() => sections().then((m) => m.AboutService));
const ServicePrices = deferred(() => sections().then((m) => m.ServicePrices));
const ServicesBanner = deferred(() => sections().then((m) => m.ServicesBanner));
const HowItWorks = deferred(() => sections().then((m) => m.HowItWorks));
const Concerns = deferred(() => sections().then((m) => m.Concerns));
const TimingAndCost = deferred(() => sections().then((m) => m.TimingAndCost));
const SafetyGuarantee = deferred(() => sections().then((m) => m.SafetyGuarantee));
const Testimonials = deferred(() => sections().then((m) => m.TestimonialCards));
const NetworkBlock = deferred(() => sections().then((m) => m.NetworkBlock));

/**
 * The one template of the seven service pages; every text comes from the page's content and the template's words,
 * in the page's language (the route's loader data).
 */
export function ServicePage({ content }: { content: ShownServicePage }) {
  // The template's words, the reviews and the questions are the page's, read by its route's loader
  // (routes/page-data.ts).
  const {
    template: w,
    testimonials,
    faqs,
    heroPicture,
  } = useLoaderData<{
    template: ServicePageWords;
    testimonials: Testimonial[];
    faqs: Faq[];
    heroPicture: InlinePicture | undefined;
  }>();
  const crumbs = serviceCrumbs(content.name, useStrings().ourServicesCrumb);
  return (
    <>
      <Breadcrumb items={crumbs} />
      <ServiceHero
        {...content.hero}
        words={w.hero}
        picture={<HeroPicture slot={content.image} inline={heroPicture} />}
      />
      <AboutService about={content.about} image={content.image} />
      {content.prices && <ServicePrices words={w.prices} prices={content.prices} />}
      <ServicesBanner id="services-banner-heading" title={w.banner.title} text={content.bannerText} />
      <HowItWorks
        id="how-it-works-heading"
        eyebrow={w.steps.eyebrow}
        steps={content.steps}
        icons={stepIcons}
        tone="plain"
      />
      <Concerns words={w.concerns} concerns={content.concerns} serviceName={content.name} />
      <TimingAndCost words={w.timing} idealTime={content.idealTime} costEffective={content.costEffective} />
      <SafetyGuarantee compact />
      <DeferredFaqAccordion items={faqs} />
      <Testimonials testimonials={testimonials} />
      <NetworkBlock compact />
    </>
  );
}
