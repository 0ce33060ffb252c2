import { Link } from "react-router";

import { AddressText } from "~/components/address-text";
import { Mail, Phone, ShieldCheck } from "~/components/icons";
import { IbaBadge } from "~/components/logo";
import { formatPhone, mailHref, site, telHref } from "~/config/site";
import { useLocalize, useStrings } from "~/i18n/strings";

import { LanguageSwitch } from "./language-switch";

export function TopBar({ hidden }: { hidden: boolean }) {
  const strings = useStrings();
  const localize = useLocalize();
  return (
    <div
      data-testid="top-bar"
      className={`h-topbar bg-brand-950 text-sm text-white transition-[visibility] ${hidden ? "invisible" : "visible"}`}
    >
      <div className="container-page flex h-full items-center justify-between gap-4">
        <div className="flex min-w-0 items-center gap-4 sm:gap-6">
          <a href={telHref(site.phone)} className="flex shrink-0 items-center gap-1.5 hover:underline">
            <Phone className="size-4" aria-hidden="true" />
            <span>{formatPhone(site.phone)}</span>
          </a>
          {/*
            The address is shown whole or not at all: a phone has room for the phone number alone, and from lg the
            offer and the badge take the room until xl. The footer and the contact page carry it at every width.
          */}
          <a
            href={mailHref(site.email)}
            className="hidden shrink-0 items-center gap-1.5 whitespace-nowrap hover:underline md:flex lg:hidden xl:flex"
          >
            <Mail className="size-4" aria-hidden="true" />
            <AddressText value={site.email} />
          </a>
        </div>
        <Link to={localize("/verify")} className="flex shrink-0 items-center gap-1.5 hover:underline">
          <ShieldCheck className="size-4 text-accent-400" aria-hidden="true" />
          <span>
            {strings.verify}
            {/* The space goes with the rest, which a phone leaves unsaid. */}
            <span className="sr-only sm:not-sr-only">{` ${strings.verifyRest}`}</span>
          </span>
        </Link>
        <Link
          to={localize("/book-survey")}
          className="hidden whitespace-nowrap text-brand-100 hover:underline lg:block"
        >
          {strings.topBarOffer}
        </Link>
        <LanguageSwitch onDark className="hidden xl:inline-flex" />
        <IbaBadge onDark className="hidden shrink-0 lg:inline-flex" />
      </div>
    </div>
  );
}
