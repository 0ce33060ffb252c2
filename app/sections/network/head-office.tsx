import { Card } from "~/components/card";
import { Building } from "~/components/icons";
import { Link } from "~/components/link";
import { OfficeContact } from "~/components/office-contact";
import { Section } from "~/components/section";
import { SectionHeading } from "~/components/section-heading";
import { officeAddress, site } from "~/config/site";
import { cityPath, headOfficeCity } from "~/content/city-list";

/** The Kolkata head office every branch reports to. */
export function HeadOffice() {
  return (
    <Section labelledBy="head-office-title" tone="surface">
      <div className="container-page grid items-center gap-10 lg:grid-cols-2">
        <SectionHeading
          id="head-office-title"
          eyebrow="Head office"
          title={`${site.office.city}, where every route starts`}
          align="left"
        >
          <p>
            Our head office in {site.office.locality} runs planning, billing, claims and the hub where loads for
            different branches are combined. It is also the company’s own branch for moves within {site.office.city} and{" "}
            {site.office.state}.
          </p>
        </SectionHeading>
        <Card>
          <h3 className="flex items-center gap-2 text-lg font-bold text-brand-900">
            <Building className="size-5 text-accent-600" aria-hidden="true" />
            {site.brand}, head office
          </h3>
          <OfficeContact
            address={officeAddress(site.office)}
            phones={[site.phone]}
            email={site.email}
            className="mt-3"
          />
          <div className="mt-6 flex flex-wrap gap-3">
            <Link to={cityPath(headOfficeCity.slug)} className="btn-outline">
              Moving from {site.office.city}: prices and areas
            </Link>
            <Link to="/contact" className="btn-outline">
              Directions and enquiry form
            </Link>
          </div>
        </Card>
      </div>
    </Section>
  );
}
