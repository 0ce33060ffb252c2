import { Card } from "~/components/card";
import { Building } from "~/components/icons";
import { Link } from "~/components/link";
import { OfficeContact } from "~/components/office-contact";
import { Section } from "~/components/section";
import { SectionHeading } from "~/components/section-heading";
import { officeAddress, site } from "~/config/site";
import { cityPath, headOfficeCity } from "~/content/city-list";
import { words } from "~/content/translation";
import { useTranslated } from "~/i18n/translations";

type Office = typeof site.office;

export const headOfficeWords = words("headOfficeWords", {
  eyebrow: "Head office",
  title: (o: Office) => `${o.city}, where every route starts`,
  text: (o: Office) =>
    `Our head office in ${o.locality} runs planning, billing, claims and the hub where loads for different branches are combined. It is also the company’s own branch for moves within ${o.city} and ${o.state}.`,
  card: (brand: string) => `${brand}, head office`,
  prices: (o: Office) => `Moving from ${o.city}: prices and areas`,
  contact: "Directions and enquiry form",
});

/** The Kolkata head office every branch reports to. */
export function HeadOffice() {
  const w = useTranslated(headOfficeWords);
  return (
    <Section labelledBy="head-office-title" tone="surface">
      <div className="container-page grid items-center gap-10 lg:grid-cols-2">
        <SectionHeading id="head-office-title" eyebrow={w.eyebrow} title={w.title(site.office)}>
          <p>{w.text(site.office)}</p>
        </SectionHeading>
        <Card>
          <h3 className="flex items-center gap-2 text-lg font-bold text-brand-900">
            <Building className="size-5 text-accent-600" aria-hidden="true" />
            {w.card(site.brand)}
          </h3>
          <OfficeContact
            address={officeAddress(site.office)}
            phones={[site.phone]}
            email={site.email}
            className="mt-3"
          />
          <div className="mt-6 flex flex-wrap gap-3">
            <Link to={cityPath(headOfficeCity.slug)} className="btn-outline">
              {w.prices(site.office)}
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
