import { Clock, Mail, MapPin, Phone } from "~/components/icons";
import { MapEmbed } from "~/components/map-embed";
import { formatPhone, mailHref, officeAddress, site, telHref } from "~/config/site";

/** Head-office address, phones, hours and the click-to-load map. */
export function HeadOffice() {
  return (
    <section aria-labelledby="head-office" className="py-16 sm:py-20">
      <div className="container-page grid gap-10 lg:grid-cols-2 lg:items-start">
        <div>
          <h2 id="head-office" className="text-3xl font-extrabold tracking-tight text-brand-900 sm:text-4xl">
            Our Head Office
          </h2>
          <p className="mt-3 text-lg text-ink-muted">
            Walk in for a chat about your move, or to drop off documents for an IBA or defence claim.
          </p>
          <address className="mt-8 space-y-5 not-italic">
            <p className="flex gap-3">
              <MapPin className="mt-0.5 size-5 shrink-0 text-accent-600" aria-hidden="true" />
              <span>
                <span className="block font-bold text-brand-900">{site.brand}</span>
                <span data-testid="office-address">{officeAddress(site.office)}</span>
              </span>
            </p>
            <p className="flex gap-3">
              <Phone className="mt-0.5 size-5 shrink-0 text-accent-600" aria-hidden="true" />
              <span>
                <a href={telHref(site.phone)} className="font-semibold text-brand-700 hover:underline">
                  {formatPhone(site.phone)}
                </a>
                <span aria-hidden="true"> · </span>
                <a href={telHref(site.phoneAlt)} className="font-semibold text-brand-700 hover:underline">
                  {formatPhone(site.phoneAlt)}
                </a>
              </span>
            </p>
            <p className="flex gap-3">
              <Mail className="mt-0.5 size-5 shrink-0 text-accent-600" aria-hidden="true" />
              <a href={mailHref(site.email)} className="font-semibold break-all text-brand-700 hover:underline">
                {site.email}
              </a>
            </p>
            <p className="flex gap-3">
              <Clock className="mt-0.5 size-5 shrink-0 text-accent-600" aria-hidden="true" />
              <span>Monday to Saturday, 9:30 am – 7:00 pm. Phones answered every day.</span>
            </p>
          </address>
        </div>
        <div>
          <MapEmbed
            lat={site.office.lat}
            lon={site.office.lon}
            title={`Map of the ${site.brand} head office in Newtown, Kolkata`}
          />
        </div>
      </div>
    </section>
  );
}
