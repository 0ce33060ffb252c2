import { Link } from "react-router";

import { PriceTable } from "~/components/price-table";
import { Section } from "~/components/section";
import { SectionHeading } from "~/components/section-heading";
import { localShifting, nationalShifting } from "~/content/prices/local-national";

/** The local and national indicative price tables of SPEC §9, figures read from ~/content/prices. */
export function HomePriceTables({ title = "Packers and movers charges" }: { title?: string }) {
  return (
    <Section labelledBy="prices-title" tone="surface">
      <div className="container-page">
        <SectionHeading id="prices-title" eyebrow="Indicative prices" title={title}>
          <p>
            Approximate charges in rupees to help you plan. Your exact price depends on the volume of goods, floor and
            lift access and the date, and is fixed in writing after a free survey.
          </p>
        </SectionHeading>
        {/* One above the other: side by side, neither table had room for all its columns. */}
        <div className="mx-auto mt-12 grid max-w-5xl gap-8">
          <PriceTable
            table={localShifting}
            note="Approximate prices within one city; handyman work is charged as actual."
          />
          <PriceTable
            table={nationalShifting}
            note="Approximate prices from Kolkata; car transport is in addition to household goods."
          />
        </div>
        <p className="mt-8 text-center">
          <Link to="/free-estimate" className="btn-primary">
            Get your exact price
          </Link>
        </p>
      </div>
    </Section>
  );
}
