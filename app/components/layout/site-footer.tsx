import { Link } from "react-router";

import { AddressText } from "~/components/address-text";
import { Mail, MapPin, Phone, ShieldCheck } from "~/components/icons";
import { Logo } from "~/components/logo";
import { SocialLinks } from "~/components/social-links";
import { formatPhone, mailHref, officeAddress, site, telHref } from "~/config/site";
import type { NavLink } from "~/content/navigation";
import { useLocalize, useStrings } from "~/i18n/strings";

/** The spec fixes the copyright year. */
const COPYRIGHT_YEAR = 2025;

const { identity } = site;

function LinkColumn({ title, links }: { title: string; links: NavLink[] }) {
  const localize = useLocalize();
  return (
    <nav aria-label={title}>
      <h2 className="text-sm font-bold tracking-wide text-white uppercase">{title}</h2>
      <ul className="mt-2 sm:mt-4 sm:space-y-1.5">
        {links.map((l) => (
          <li key={l.label}>
            <Link
              to={localize(l.to)}
              className="inline-block py-0.5 text-sm text-brand-100 hover:text-white hover:underline sm:py-1 sm:text-base"
            >
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function SiteFooter() {
  const strings = useStrings();
  const localize = useLocalize();
  return (
    <footer className="bg-brand-950 text-brand-100">
      {/* The brand's block is a row of its own below `lg` (its logo and social links side by side), so that the
          link columns and the contact share one row on a tablet instead of stacking two by two. */}
      <div className="container-page grid grid-cols-2 gap-x-6 gap-y-6 py-8 sm:gap-10 sm:py-14 md:grid-cols-3 lg:grid-cols-4">
        <div className="col-span-2 flex flex-wrap items-center justify-between gap-x-6 gap-y-4 md:col-span-3 lg:col-span-1 lg:block">
          <Link to={localize("/")} className="inline-flex">
            <Logo onDark />
          </Link>
          <p className="hidden w-full text-sm leading-relaxed sm:order-last sm:block lg:mt-4">{strings.footerAbout}</p>
          <SocialLinks look="icons" className="lg:mt-5" />
        </div>
        <LinkColumn title={strings.helpfulLinks} links={strings.footerHelpful} />
        {/* Stacked, so the phone's two columns stay as tall as the helpful links. */}
        <div className="space-y-6 sm:space-y-8">
          <LinkColumn title={strings.relocationTypes} links={strings.footerRelocationTypes} />
          <LinkColumn title={strings.planYourMove} links={strings.footerPlanning} />
        </div>
        <div className="col-span-2 sm:col-span-1">
          <h2 className="text-sm font-bold tracking-wide text-white uppercase">{strings.contactUs}</h2>
          <address className="mt-3 space-y-2 text-sm not-italic sm:mt-4 sm:space-y-3">
            <p className="flex gap-2">
              <MapPin className="mt-0.5 size-4 shrink-0 text-accent-400" aria-hidden="true" />
              <span>
                {strings.headOffice}: {officeAddress(site.office)}
              </span>
            </p>
            <p className="flex gap-2">
              <Phone className="mt-0.5 size-4 shrink-0 text-accent-400" aria-hidden="true" />
              <span className="flex flex-wrap gap-x-4 gap-y-2 sm:flex-col">
                {[site.phone, site.phoneAlt].map((phone) => (
                  <a key={phone} href={telHref(phone)} className="inline-block py-0.5 hover:text-white hover:underline">
                    {formatPhone(phone)}
                  </a>
                ))}
              </span>
            </p>
            <p className="flex gap-2">
              <Mail className="mt-0.5 size-4 shrink-0 text-accent-400" aria-hidden="true" />
              <a href={mailHref(site.email)} className="hover:text-white hover:underline">
                <AddressText value={site.email} />
              </a>
            </p>
          </address>
        </div>
      </div>
      <div className="container-page pb-6 text-sm leading-relaxed sm:pb-8" data-testid="footer-identity">
        <p>
          {identity.legalName} · GSTIN <span className="font-mono">{identity.gstin}</span> ·{" "}
          {identity.registrationLabel} <span className="font-mono">{identity.registration}</span> ·{" "}
          {strings.ibaApproval} <span className="font-mono">{identity.ibaCode}</span> · {strings.since}{" "}
          {identity.yearFounded}
        </p>
        <p className="mt-2">
          <Link
            to={localize("/verify")}
            className="inline-flex items-center gap-1.5 font-semibold text-white underline underline-offset-4"
          >
            <ShieldCheck className="size-4 text-accent-400" aria-hidden="true" />
            {strings.isThisUs}
          </Link>
        </p>
      </div>
      <div className="border-t border-white/10">
        <div className="container-page flex flex-col gap-2 py-4 pr-20 text-sm sm:flex-row sm:items-center sm:justify-between sm:py-5">
          <p>
            © {COPYRIGHT_YEAR} {site.brand}. {strings.allRights}
          </p>
          <p className="flex gap-4">
            <Link to={localize("/terms-and-conditions")} className="hover:text-white hover:underline">
              {strings.terms}
            </Link>
            <Link to={localize("/privacy-policy")} className="hover:text-white hover:underline">
              {strings.privacy}
            </Link>
          </p>
        </div>
      </div>
    </footer>
  );
}
