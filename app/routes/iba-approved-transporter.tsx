import { Breadcrumb } from "~/components/breadcrumb";
import { FaqAccordion } from "~/components/faq-accordion";
import { FoldedParagraphs } from "~/components/folded-paragraphs";
import { BadgeCheck, FileCheck2, Network, ShieldCheck, Truck } from "~/components/icons";
import { NetworkBlock } from "~/components/network-block";
import { PageHero } from "~/components/page-hero";
import { Picture } from "~/components/picture";
import { SafetyGuarantee } from "~/components/safety-guarantee";
import { Section } from "~/components/section";
import { SectionHeading } from "~/components/section-heading";
import { TestimonialCards } from "~/components/testimonial-cards";
import { IbaQuoteForm } from "~/forms/iba-quote-form";
import { useStrings } from "~/i18n/strings";
import { serviceCrumbs, servicePageJsonLd } from "~/lib/structured-data";
import { BenefitCards } from "~/sections/services/benefit-cards";
import { FormPanel, useQuoteFormHeroActions } from "~/sections/services/form-panel";

import type { Route } from "./+types/iba-approved-transporter";
import { guidePageData } from "./page-data";
import { localeMeta } from "./page-meta";

export const PATH = "/iba-approved-transporter";

export const meta: Route.MetaFunction = (args) =>
  localeMeta(args, (locale, layout) => {
    const { name, description } = args.loaderData.content;
    const jsonLd = servicePageJsonLd({ name, description, path: PATH }, locale, layout.ourServicesCrumb);
    return { title: name, description, path: PATH, jsonLd };
  });

/** The page's content and reviews in its language (routes/page-data.ts). */
export const loader = ({ request }: Route.LoaderArgs) => guidePageData(request, "iba-approved-transporter");

export default function IbaApprovedTransporter({ loaderData }: Route.ComponentProps) {
  const iba = loaderData.content;
  /** Shown on the page and described in its JSON-LD. */
  const crumbs = serviceCrumbs(iba.name, useStrings().ourServicesCrumb);
  const heroActions = useQuoteFormHeroActions();
  return (
    <>
      <Breadcrumb items={crumbs} />
      <PageHero
        eyebrow={iba.hero.eyebrow}
        title={iba.hero.heading}
        proofs={["iba", "gstin", "rating"]}
        {...heroActions}
      >
        <p>{iba.hero.intro}</p>
      </PageHero>

      <Section labelledBy="iba-meaning-heading">
        <div className="container-page grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
          <div>
            <SectionHeading id="iba-meaning-heading" title={iba.whatItMeans.heading} />
            <FoldedParagraphs
              paragraphs={iba.whatItMeans.paragraphs}
              className="mt-4 leading-relaxed text-ink sm:mt-5"
            />
            <ul className="mt-6 space-y-3">
              {iba.whatItMeans.points.map((p) => (
                <li key={p} className="flex gap-3 font-medium text-brand-900">
                  <BadgeCheck aria-hidden="true" className="size-5 shrink-0 text-success" />
                  {p}
                </li>
              ))}
            </ul>
          </div>
          <Picture
            slot="iba-approved-transporter"
            sizes="(min-width: 1024px) 36rem, 92vw"
            className="h-auto w-full rounded-xl border border-line bg-brand-50"
          />
        </div>
      </Section>

      <BenefitCards
        id="iba-benefits-heading"
        heading={iba.benefitsSection.heading}
        intro={iba.benefitsSection.intro}
        cards={iba.benefits}
        icons={[ShieldCheck, FileCheck2, Network, Truck]}
      />

      <FaqAccordion name="iba-faq" title={iba.faqSection.title} items={iba.faqs} intro={iba.faqSection.intro} />

      <FormPanel id="iba-trust-heading" heading={iba.trust.heading} text={iba.trust.text} points={iba.trust.points}>
        <IbaQuoteForm />
      </FormPanel>

      <SafetyGuarantee />

      <TestimonialCards testimonials={loaderData.testimonials} intro={iba.testimonialsIntro} />
      <NetworkBlock compact />
    </>
  );
}
