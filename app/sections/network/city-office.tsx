import { MapEmbed } from "~/components/map-embed";
import { OfficeContact } from "~/components/office-contact";
import { Section } from "~/components/section";
import { SectionHeading } from "~/components/section-heading";
import { site } from "~/config/site";
import { type City, cityAddress, cityEmail } from "~/content/cities/city";
import type { CityPageWords } from "~/content/network-city";

/**
 * SPEC §3 "City office": address, contact, e-mail and the map at the office. The postal address is written with
 * the locality's, city's and state's `registered` (English) names, as the post writes them, whatever the page's
 * language: one line in one script.
 */
export function CityOffice({
  city,
  registered,
  words: w,
}: {
  city: City;
  registered: Pick<City, "name" | "state"> & { locality: string };
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
            address={cityAddress({ ...city, ...registered, office: { ...city.office, locality: registered.locality } })}
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
