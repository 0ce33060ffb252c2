import { Card } from "~/components/card";
import { Building } from "~/components/icons";
import { Link } from "~/components/link";
import { OfficeContact } from "~/components/office-contact";
import { Section } from "~/components/section";
import { SectionHeading } from "~/components/section-heading";
import { officeAddress, site } from "~/config/site";
import { cityPath, headOfficeOf } from "~/content/places";
import { words } from "~/content/translation";
import { usePlaces } from "~/hooks/use-places";
import { useTranslated } from "~/i18n/translations";

/** The head office's city and state in the page's language, and its locality as configured. */
interface HeadOfficePlace {
  city: string;
  state: string;
  locality: string;
}

export const headOfficeWords = words("headOfficeWords", {
  eyebrow: "Head office",
  title: (p: HeadOfficePlace) => `${p.city}, where every route starts`,
  text: (p: HeadOfficePlace) =>
    `Our head office in ${p.locality} runs planning, billing, claims and the hub where loads for different branches are combined. It is also the company’s own branch for moves within ${p.city} and ${p.state}.`,
  card: (brand: string) => `${brand}, head office`,
  prices: (p: HeadOfficePlace) => `Moving from ${p.city}: prices and areas`,
  contact: "Directions and enquiry form",
});

/** The Kolkata head office every branch reports to. */
export function HeadOffice() {
  const w = useTranslated(headOfficeWords);
  const head = headOfficeOf(usePlaces());
  const place: HeadOfficePlace = { city: head.name, state: head.state, locality: site.office.locality };
  return (
    <Section labelledBy="head-office-title" tone="surface">
      <div className="container-page grid items-center gap-10 lg:grid-cols-2">
        <SectionHeading id="head-office-title" eyebrow={w.eyebrow} title={w.title(place)}>
          <p>{w.text(place)}</p>
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
            <Link to={cityPath(head.slug)} className="btn-outline">
              {w.prices(place)}
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
