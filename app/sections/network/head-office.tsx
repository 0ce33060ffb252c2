import { Link } from "react-router";

import { Building, Mail, Phone } from "~/components/icons";
import { SectionHeading } from "~/components/section-heading";
import { formatPhone, mailHref, officeAddress, site, telHref } from "~/config/site";

/** The Kolkata head office every branch reports to. */
export function HeadOffice() {
  return (
    <section aria-labelledby="head-office-title" className="bg-surface py-16 sm:py-20">
      <div className="container-page grid items-center gap-10 lg:grid-cols-2">
        <SectionHeading
          id="head-office-title"
          eyebrow="Head office"
          title={`${site.office.city}, where every route starts`}
          align="left"
        >
          <p>
            Our head office in {site.office.locality} runs planning, billing, claims and the hub where loads for
            different branches are combined. It is also the company’s own branch for moves within {site.office.city} and{" "}
            {site.office.state}.
          </p>
        </SectionHeading>
        <div className="rounded-xl border border-line bg-white p-6 shadow-card sm:p-8">
          <h3 className="flex items-center gap-2 text-lg font-bold text-brand-900">
            <Building className="size-5 text-accent-600" aria-hidden="true" />
            {site.brand}, head office
          </h3>
          <address className="mt-3 text-ink not-italic" data-testid="head-office-address">
            {officeAddress(site.office)}
          </address>
          <ul className="mt-5 space-y-3">
            <li className="flex items-center gap-3">
              <Phone className="size-4 text-brand-700" aria-hidden="true" />
              <a href={telHref(site.phone)} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
                {formatPhone(site.phone)}
              </a>
            </li>
            <li className="flex items-center gap-3">
              <Mail className="size-4 text-brand-700" aria-hidden="true" />
              <a
                href={mailHref(site.email)}
                className="font-semibold break-all text-brand-700 underline-offset-2 hover:underline"
              >
                {site.email}
              </a>
            </li>
          </ul>
          <Link to="/contact" className="mt-6 btn-outline">
            Directions and enquiry form
          </Link>
        </div>
      </div>
    </section>
  );
}
