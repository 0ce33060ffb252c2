import { MapEmbed } from "~/components/map-embed";
import { OfficeContact } from "~/components/office-contact";
import { Section } from "~/components/section";
import { SectionHeading } from "~/components/section-heading";
import { officeAddress, site } from "~/config/site";
import type { ContactContent } from "~/content/schemas/pages";

/** Head-office address (the postal address as registered, in every language), phones, hours and the map. */
export function HeadOffice({ words: w }: { words: ContactContent["headOffice"] }) {
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
          <MapEmbed lat={site.office.lat} lon={site.office.lon} title={w.map} />
        </div>
      </div>
    </Section>
  );
}
