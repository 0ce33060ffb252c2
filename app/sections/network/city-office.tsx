import { Mail, MapPin, Phone } from "~/components/icons";
import { MapEmbed } from "~/components/map-embed";
import { SectionHeading } from "~/components/section-heading";
import { formatPhone, mailHref, site, telHref } from "~/config/site";
import { type City, cityAddress, cityEmail } from "~/content/cities";

/** SPEC §3 "City office": address, contact, e-mail and the map at the office. */
export function CityOffice({ city }: { city: City }) {
  const email = cityEmail(city, site.email);
  return (
    <section aria-labelledby="city-office-title" className="py-16 sm:py-20" data-testid="city-office">
      <div className="container-page grid items-start gap-10 lg:grid-cols-2">
        <div>
          <SectionHeading id="city-office-title" eyebrow="Visit or call" title={`Our ${city.name} office`} align="left">
            <p>
              Walk in for a survey booking, or call and we will come to you. Open Monday to Saturday, 9:30 am to 7 pm.
            </p>
          </SectionHeading>
          <ul className="mt-8 space-y-5">
            <li className="flex gap-4">
              <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                <MapPin className="size-5" aria-hidden="true" />
              </span>
              <div>
                <p className="text-sm font-semibold text-ink-muted">Address</p>
                <address className="text-ink not-italic" data-testid="city-address">
                  {site.brand}
                  <br />
                  {cityAddress(city)}
                </address>
              </div>
            </li>
            <li className="flex gap-4">
              <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                <Phone className="size-5" aria-hidden="true" />
              </span>
              <div>
                <p className="text-sm font-semibold text-ink-muted">Phone</p>
                <a
                  href={telHref(city.phone)}
                  className="font-semibold text-brand-700 underline-offset-2 hover:underline"
                >
                  {formatPhone(city.phone)}
                </a>
              </div>
            </li>
            <li className="flex gap-4">
              <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                <Mail className="size-5" aria-hidden="true" />
              </span>
              <div>
                <p className="text-sm font-semibold text-ink-muted">E-mail</p>
                <a
                  href={mailHref(email)}
                  className="font-semibold break-all text-brand-700 underline-offset-2 hover:underline"
                >
                  {email}
                </a>
              </div>
            </li>
          </ul>
        </div>
        <MapEmbed
          lat={city.office.lat}
          lon={city.office.lon}
          title={`Map of our ${city.name} office, ${city.office.locality}`}
        />
      </div>
    </section>
  );
}
