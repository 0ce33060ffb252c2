import { MapEmbed } from "~/components/map-embed";
import { OfficeContact } from "~/components/office-contact";
import { Section } from "~/components/section";
import { SectionHeading } from "~/components/section-heading";
import { site } from "~/config/site";
import { type City, cityAddress, cityEmail } from "~/content/cities";
import { hoursText, OFFICE_HOURS } from "~/content/facts";

/** SPEC §3 "City office": address, contact, e-mail and the map at the office. */
export function CityOffice({ city }: { city: City }) {
  const email = city.headOffice ? site.email : cityEmail(city, site.email);
  return (
    <Section labelledBy="city-office-title" data-testid="city-office">
      <div className="container-page grid items-start gap-6 sm:gap-10 lg:grid-cols-2">
        <div>
          <SectionHeading id="city-office-title" eyebrow="Visit or call" title={`Our ${city.name} office`} align="left">
            {/* Phones have the hours in the hero's facts, a screen above (issue #15). */}
            <p className="hidden sm:block">
              Walk in for a survey booking, or call and we will come to you. Open {hoursText(OFFICE_HOURS)}.
            </p>
          </SectionHeading>
          <OfficeContact
            name={site.brand}
            address={cityAddress(city)}
            phones={[city.phone]}
            email={email}
            labelled
            className="stack-t"
          />
        </div>
        <MapEmbed
          lat={city.office.lat}
          lon={city.office.lon}
          title={`Map of our ${city.name} office, ${city.office.locality}`}
        />
      </div>
    </Section>
  );
}
