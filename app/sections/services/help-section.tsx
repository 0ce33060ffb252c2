import { CtaBand } from "~/components/cta-band";
import { Mail, Phone } from "~/components/icons";
import { Link } from "~/components/link";
import { formatPhone, site, telHref } from "~/config/site";
import { words } from "~/content/translation";
import { useTranslated } from "~/i18n/translations";

export const helpSectionWords = words("helpSectionWords", { contact: "Contact us" });

/** A band with the phone number and a link to the contact page. */
export function HelpSection({ heading, text }: { heading: string; text: string }) {
  const w = useTranslated(helpSectionWords);
  return (
    <CtaBand id="help-heading" title={heading} text={text} tone="navy">
      <a href={telHref(site.phone)} className="btn-primary">
        <Phone aria-hidden="true" className="size-4" />
        {formatPhone(site.phone)}
      </a>
      <Link to="/contact" className="btn-ghost">
        <Mail aria-hidden="true" className="size-4" />
        {w.contact}
      </Link>
    </CtaBand>
  );
}
