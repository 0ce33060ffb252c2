import { Card } from "~/components/card";
import { Building } from "~/components/icons";
import { Link } from "~/components/link";
import { OfficeContact } from "~/components/office-contact";
import { Section } from "~/components/section";
import { SectionHeading } from "~/components/section-heading";
import { officeAddress, site } from "~/config/site";
import type { NetworkPageWords } from "~/content/network";
import { cityPath, headOfficeOf } from "~/content/places";
import { usePlaces } from "~/hooks/use-places";

/** The Kolkata head office every branch reports to. */
export function HeadOffice({ words: w }: { words: NetworkPageWords["headOffice"] }) {
  const head = headOfficeOf(usePlaces());
  return (
    <Section labelledBy="head-office-title" tone="surface">
      <div className="container-page grid items-center gap-10 lg:grid-cols-2">
        <SectionHeading id="head-office-title" eyebrow={w.eyebrow} title={w.title}>
          <p>{w.text}</p>
        </SectionHeading>
        <Card>
          <h3 className="flex items-center gap-2 text-lg font-bold text-brand-900">
            <Building className="size-5 text-accent-600" aria-hidden="true" />
            {w.card}
          </h3>
          <OfficeContact
            address={officeAddress(site.office)}
            phones={[site.phone]}
            email={site.email}
            className="mt-3"
          />
          <div className="mt-6 flex flex-wrap gap-3">
            <Link to={cityPath(head.slug)} className="btn-outline">
              {w.prices}
            </Link>
            <Link to="/contact" className="btn-outline">
              {w.contact}
            </Link>
          </div>
        </Card>
      </div>
    </Section>
  );
}
