import { Breadcrumb } from "~/components/breadcrumb";
import { FaqAccordion } from "~/components/faq-accordion";
import { IconCardGrid } from "~/components/icon-card-grid";
import {
  BadgeCheck,
  BadgePercent,
  Clock,
  FileText,
  Headset,
  ShieldCheck,
  ShieldPlus,
  Warehouse,
} from "~/components/icons";
import { NetworkBlock } from "~/components/network-block";
import { PageHero } from "~/components/page-hero";
import { Section } from "~/components/section";
import { SectionHeading } from "~/components/section-heading";
import { TestimonialCards } from "~/components/testimonial-cards";
import { InsuranceQuoteForm } from "~/forms/insurance-quote-form";
import { useStrings } from "~/i18n/strings";
import { serviceCrumbs, servicePageJsonLd } from "~/lib/structured-data";
import { BenefitCards } from "~/sections/services/benefit-cards";
import { FormPanel, useQuoteFormHeroActions } from "~/sections/services/form-panel";
import { HelpSection } from "~/sections/services/help-section";

import type { Route } from "./+types/goods-insurance";
import { guidePageData } from "./page-data";
import { localeMeta } from "./page-meta";

export const PATH = "/goods-insurance";

export const meta: Route.MetaFunction = (args) =>
  localeMeta(args, (locale, layout) => {
    const { name, description } = args.loaderData.content;
    const jsonLd = servicePageJsonLd({ name, description, path: PATH }, locale, layout.ourServicesCrumb);
    return { title: name, description, path: PATH, jsonLd };
  });

const typeIcons = [ShieldCheck, Warehouse, ShieldPlus];

/** The page's words and reviews in its language, its premium written out (routes/page-data.ts). */
export const loader = ({ request }: Route.LoaderArgs) => guidePageData(request, "goods-insurance");

export default function GoodsInsurance({ loaderData }: Route.ComponentProps) {
  const insurance = loaderData.content;
  /** Shown on the page and described in its JSON-LD. */
  const crumbs = serviceCrumbs(insurance.name, useStrings().ourServicesCrumb);
  const heroActions = useQuoteFormHeroActions();
  return (
    <>
      <Breadcrumb items={crumbs} />
      <PageHero
        eyebrow={insurance.hero.eyebrow}
        title={insurance.hero.heading}
        image="goods-insurance"
        {...heroActions}
      >
        <p>{insurance.hero.intro}</p>
      </PageHero>

      <Section labelledBy="insurance-types-heading">
        <div className="container-page">
          <SectionHeading
            id="insurance-types-heading"
            eyebrow={insurance.typesSection.eyebrow}
            title={insurance.typesSection.heading}
            wide
          />
          <IconCardGrid
            cards={insurance.types.map((t, i) => ({ ...t, Icon: typeIcons[i] ?? ShieldCheck }))}
            classes={{ list: "mt-10 grid gap-6 lg:grid-cols-3", text: "mt-2 leading-relaxed text-ink-muted" }}
          />
        </div>
      </Section>

      <Section labelledBy="claims-heading" tone="surface">
        <div className="container-page grid gap-10 lg:grid-cols-2 lg:gap-16">
          <div>
            <h2
              id="claims-heading"
              className="flex items-center gap-3 text-title font-extrabold tracking-tight text-brand-900 sm:text-title-lg"
            >
              <FileText aria-hidden="true" className="size-8 shrink-0 text-accent-600" />
              {insurance.claimGuidelines.heading}
            </h2>
            <ol className="mt-8 space-y-4">
              {insurance.claimGuidelines.steps.map((step, i) => (
                <li key={step} className="flex gap-4">
                  <span
                    aria-hidden="true"
                    className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white"
                  >
                    {i + 1}
                  </span>
                  <p className="leading-relaxed text-ink">{step}</p>
                </li>
              ))}
            </ol>
          </div>
          <section
            aria-labelledby="timeline-heading"
            className="rounded-xl border border-line bg-white p-6 shadow-card sm:p-8"
          >
            <h2 id="timeline-heading" className="flex items-center gap-3 text-2xl font-extrabold text-brand-900">
              <Clock aria-hidden="true" className="size-7 shrink-0 text-accent-600" />
              {insurance.timeline.heading}
            </h2>
            <ol className="mt-6 border-l-2 border-brand-200">
              {insurance.timeline.points.map((p) => (
                <li key={p.when} className="relative pb-6 pl-6 last:pb-0">
                  <span
                    aria-hidden="true"
                    className="absolute top-1.5 -left-2 size-3.5 rounded-full border-2 border-white bg-accent-600"
                  />
                  <h3 className="font-bold text-brand-900">{p.when}</h3>
                  <p className="mt-1 text-sm leading-relaxed text-ink-muted">{p.what}</p>
                </li>
              ))}
            </ol>
          </section>
        </div>
      </Section>

      <BenefitCards
        id="insurance-benefits-heading"
        heading={insurance.benefitsHeading}
        cards={insurance.benefits}
        icons={[ShieldCheck, BadgeCheck, BadgePercent, Headset]}
      />

      <FormPanel
        id="insurance-form-heading"
        heading={insurance.form.heading}
        text={insurance.form.text}
        points={insurance.form.points}
      >
        <InsuranceQuoteForm />
      </FormPanel>

      <FaqAccordion
        name="insurance-faq"
        title={insurance.faqSection.title}
        items={insurance.faqs}
        intro={insurance.faqSection.intro}
      />

      <HelpSection {...insurance.help} />
      <TestimonialCards testimonials={loaderData.testimonials} />
      <NetworkBlock compact />
    </>
  );
}
