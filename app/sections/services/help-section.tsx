import { CtaBand } from "~/components/cta-band";
import { Mail, Phone } from "~/components/icons";
import { Link } from "~/components/link";
import { formatPhone, site, telHref } from "~/config/site";

/** A band with the phone number and a link to the contact page. */
export function HelpSection({ heading, text, contact }: { heading: string; text: string; contact: string }) {
  return (
    <CtaBand id="help-heading" title={heading} text={text} tone="navy">
      <a href={telHref(site.phone)} className="btn-primary">
        <Phone aria-hidden="true" className="size-4" />
        {formatPhone(site.phone)}
      </a>
      <Link to="/contact" className="btn-ghost">
        <Mail aria-hidden="true" className="size-4" />
        {contact}
      </Link>
    </CtaBand>
  );
}
