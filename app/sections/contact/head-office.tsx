import { MapEmbed } from "~/components/map-embed";
import { OfficeContact } from "~/components/office-contact";
import { Section } from "~/components/section";
import { SectionHeading } from "~/components/section-heading";
import { officeAddress, site } from "~/config/site";
import { hoursText, OFFICE_HOURS, PHONE_HOURS } from "~/content/facts";
import { words } from "~/content/translation";
import { useTranslated } from "~/i18n/translations";

export const contactHeadOfficeWords = words("contactHeadOfficeWords", {
  title: "Our head office",
  intro: "Walk in for a chat about your move, or to drop off documents for an IBA or defence claim.",
  hours: `Office open ${hoursText(OFFICE_HOURS)}. Phones answered ${hoursText(PHONE_HOURS)}.`,
  map: (brand: string) => `Map of the ${brand} head office in Newtown, Kolkata`,
});

/** Head-office address (the postal address as registered, in every language), phones, hours and the map. */
export function HeadOffice() {
  const w = useTranslated(contactHeadOfficeWords);
  return (
    <Section labelledBy="head-office">
      <div className="container-page grid gap-10 lg:grid-cols-2 lg:items-start">
        <div>
          <SectionHeading id="head-office" title={w.title}>
            <p>{w.intro}</p>
          </SectionHeading>
          <OfficeContact
            name={site.brand}
            address={officeAddress(site.office)}
            phones={[site.phone, site.phoneAlt]}
            email={site.email}
            hours={w.hours}
            className="mt-8"
          />
        </div>
        <div>
          <MapEmbed lat={site.office.lat} lon={site.office.lon} title={w.map(site.brand)} />
        </div>
      </div>
    </Section>
  );
}
