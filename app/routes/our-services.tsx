import { Link } from "react-router";

import { Breadcrumb } from "~/components/breadcrumb";
import { CtaBand } from "~/components/cta-band";
import { NetworkBlock } from "~/components/network-block";
import { PageHero } from "~/components/page-hero";
import { serviceCards } from "~/content/service-pages";
import type { BreadcrumbItem } from "~/lib/breadcrumbs";
import { companyFacts } from "~/lib/hero-facts";
import { pageMeta } from "~/lib/seo";
import { breadcrumbJsonLd } from "~/lib/structured-data";
import { ServiceCardList } from "~/sections/services/service-card-list";

const PATH = "/our-services";

/** Shown on the page and described in its JSON-LD. */
const crumbs: BreadcrumbItem[] = [{ label: "Home", to: "/" }, { label: "Our Services" }];

export const meta = () =>
  pageMeta({
    title: "Our Services",
    description:
      "Home shifting, office relocation, car and bike transport, storage, packing, fine arts and insurance: every moving service we offer, in one place.",
    path: PATH,
    jsonLd: [breadcrumbJsonLd(crumbs, PATH)],
  });

export default function OurServices() {
  return (
    <>
      <PageHero eyebrow="Services" title="Our services" facts={companyFacts()}>
        <p>
          Everything we move and how: from a one-room local shift to a villa across the country, with packing, storage
          and transit insurance.
        </p>
      </PageHero>
      <Breadcrumb items={crumbs} />
      <div className="container-page section-y">
        <ServiceCardList cards={serviceCards} />
      </div>
      <CtaBand
        id="services-cta-heading"
        title="Not sure which service you need?"
        text="Describe your move once and we will put together the right combination, with a free estimate."
        tone="tint"
      >
        <Link to="/free-estimate" className="btn-primary">
          Get a free estimate
        </Link>
      </CtaBand>
      <NetworkBlock compact />
    </>
  );
}
