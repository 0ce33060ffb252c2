import { MapEmbed } from "~/components/map-embed";
import { OfficeContact } from "~/components/office-contact";
import { Section } from "~/components/section";
import { officeAddress, site } from "~/config/site";
import { hoursText, OFFICE_HOURS, PHONE_HOURS } from "~/content/facts";

/** Head-office address, phones, hours and the click-to-load map. */
export function HeadOffice() {
  return (
    <Section labelledBy="head-office">
      <div className="container-page grid gap-10 lg:grid-cols-2 lg:items-start">
        <div>
          <h2 id="head-office" className="text-3xl font-extrabold tracking-tight text-brand-900 sm:text-4xl">
            Our head office
          </h2>
          <p className="mt-3 text-lg text-ink-muted">
            Walk in for a chat about your move, or to drop off documents for an IBA or defence claim.
          </p>
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
