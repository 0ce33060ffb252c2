import { MapEmbed } from "~/components/map-embed";
import { OfficeContact } from "~/components/office-contact";
import { Section } from "~/components/section";
import { SectionHeading } from "~/components/section-heading";
import { site } from "~/config/site";
import { type City, cityEmail } from "~/content/cities/city";
import type { CityPageWords } from "~/content/network-city";

/**
 * SPEC §3 "City office": address, contact, e-mail and the map at the office. `address` is the postal line as the
 * post writes it (the English record's), whatever the page's language: one line in one script.
 */
export function CityOffice({
  city,
  address,
  words: w,
}: {
  city: City;
  address: string;
  words: CityPageWords["office"];
}) {
  const email = city.headOffice ? site.email : cityEmail(city, site.email);
  return (
    <Section labelledBy="city-office-title" data-testid="city-office">
      <div className="container-page grid items-start gap-6 sm:gap-10 md:grid-cols-2">
        <div>
          <SectionHeading id="city-office-title" eyebrow={w.eyebrow} title={w.title}>
            {/* Phones have the hours in the hero's facts, a screen above. */}
            <p className="hidden sm:block">{w.intro}</p>
          </SectionHeading>
          <OfficeContact
            name={site.brand}
            address={address}
            phones={[city.phone]}
            email={email}
            labelled
            className="stack-t"
          />
        </div>
        <MapEmbed lat={city.office.lat} lon={city.office.lon} title={w.map} />
      </div>
    </Section>
  );
}
