import { Link } from "react-router";

import { Mail, Phone } from "~/components/icons";
import { formatPhone, site, telHref } from "~/config/site";

/** A band with the phone number and a link to the contact page. */
export function HelpSection({ heading, text }: { heading: string; text: string }) {
  return (
    <section aria-labelledby="help-heading" className="bg-brand-900 text-white">
      <div className="container-page flex flex-col gap-6 py-12 md:flex-row md:items-center md:justify-between">
        <div className="max-w-2xl">
          <h2 id="help-heading" className="text-2xl font-extrabold tracking-tight sm:text-3xl">
            {heading}
          </h2>
          <p className="mt-2 text-brand-100">{text}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <a href={telHref(site.phone)} className="btn-primary">
            <Phone aria-hidden="true" className="size-4" />
            {formatPhone(site.phone)}
          </a>
          <Link to="/contact" className="btn-ghost">
            <Mail aria-hidden="true" className="size-4" />
            Contact us
          </Link>
        </div>
      </div>
    </section>
  );
}
