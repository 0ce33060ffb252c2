import { Link } from "react-router";

import { PriceTable } from "~/components/price-table";
import { Section } from "~/components/section";
import { SectionHeading } from "~/components/section-heading";
import type { ServicePageContent } from "~/content/service-pages";

/** The page's approximate price table(s). */
export function ServicePrices({ prices }: { prices: NonNullable<ServicePageContent["prices"]> }) {
  return (
    <Section labelledBy="prices-heading" tone="surface">
      <div className="container-page">
        <SectionHeading id="prices-heading" eyebrow="Approximate charges" title={prices.heading} wide>
          <p>{prices.intro}</p>
        </SectionHeading>
        <div className="mx-auto stack-t grid max-w-5xl gap-6 sm:gap-8">
          {prices.tables.map((t) => (
            <PriceTable key={t.caption} table={t} />
          ))}
        </div>
        <div className="mx-auto mt-6 flex max-w-5xl flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-ink-muted">{prices.footnote}</p>
          <Link to="/free-estimate" className="btn-secondary shrink-0">
            Get an exact quote
          </Link>
        </div>
      </div>
    </Section>
  );
}
