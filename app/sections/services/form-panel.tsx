import type { ReactNode } from "react";

import { IconList } from "~/components/icon-list";
import { BadgeCheck, Phone } from "~/components/icons";
import { SectionHeading } from "~/components/section-heading";
import { site, telHref } from "~/config/site";
import { useStrings } from "~/i18n/strings";

/** Where a page's hero jumps to reach its quote form. */
const QUOTE_FORM = "quote-form";

/** The hero's buttons of a page that quotes through its own form: the quote's one label, to that form, and a call. */
export function useQuoteFormHeroActions() {
  const strings = useStrings();
  return {
    jump: { href: `#${QUOTE_FORM}` as const, label: strings.getFreeQuote },
    actions: (
      <a href={telHref(site.phone)} className="btn-ghost">
        <Phone className="size-4" aria-hidden="true" />
        {strings.callUs}
      </a>
    ),
  };
}

/** A form (which titles itself) beside a short block saying why and what happens next. */
export function FormPanel({
  id,
  heading,
  text,
  points,
  children,
}: {
  id: string;
  heading: string;
  text: string;
  points: readonly string[];
  children: ReactNode;
}) {
  return (
    <div className="section-y">
      <div className="container-page grid items-start gap-10 lg:grid-cols-5 lg:gap-16">
        <section aria-labelledby={id} className="lg:col-span-2">
          <SectionHeading id={id} title={heading}>
            <p>{text}</p>
          </SectionHeading>
          <IconList items={points} icon={BadgeCheck} size="md" className="mt-6 space-y-3 text-ink" />
        </section>
        <div id={QUOTE_FORM} className="lg:col-span-3">
          {children}
        </div>
      </div>
    </div>
  );
}
