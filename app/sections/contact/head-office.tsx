import { MapEmbed } from "~/components/map-embed";
import { OfficeContact } from "~/components/office-contact";
import { Section } from "~/components/section";
import { SectionHeading } from "~/components/section-heading";
import { officeAddress, site } from "~/config/site";
import { hoursText, OFFICE_HOURS, PHONE_HOURS } from "~/content/facts";

/** Head-office address, phones, hours and the click-to-load map. */
export function HeadOffice() {
  return (
    <Section labelledBy="head-office">
      <div className="container-page grid gap-10 lg:grid-cols-2 lg:items-start">
        <div>
          <SectionHeading id="head-office" title="Our head office" align="left">
            <p>Walk in for a chat about your move, or to drop off documents for an IBA or defence claim.</p>
          </SectionHeading>
          <OfficeContact
            name={site.brand}
            address={officeAddress(site.office)}
            phones={[site.phone, site.phoneAlt]}
            email={site.email}
            hours={`Office open ${hoursText(OFFICE_HOURS)}. Phones answered ${hoursText(PHONE_HOURS)}.`}
            className="mt-8"
          />
        </div>
        <div>
          <MapEmbed
            lat={site.office.lat}
            lon={site.office.lon}
            title={`Map of the ${site.brand} head office in Newtown, Kolkata`}
          />
        </div>
      </div>
    </Section>
  );
}
