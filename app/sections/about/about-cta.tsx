import { Phone } from "~/components/icons";
import { Section } from "~/components/section";
import { SectionHeading } from "~/components/section-heading";
import { formatPhone, site, telHref } from "~/config/site";
import type { AboutContent } from "~/content/company";
import { useStrings } from "~/i18n/strings";

/** Closing band: a call-now link and the button that opens the quote pop-up. */
export function AboutCta({ words: w, onQuote }: { words: AboutContent["cta"]; onQuote: () => void }) {
  const strings = useStrings();
  return (
    <Section labelledBy="plan-your-move" tone="accent">
      <div className="container-page flex flex-col items-start gap-6 lg:flex-row lg:items-center lg:justify-between">
        <SectionHeading id="plan-your-move" title={w.title}>
          <p>{w.intro}</p>
        </SectionHeading>
        <div className="flex flex-wrap gap-3">
          <a href={telHref(site.phone)} className="btn-outline">
            <Phone className="size-4" aria-hidden="true" />
            {w.callNow} <span className="sr-only">{w.on}</span>
            <span className="font-normal">{formatPhone(site.phone)}</span>
          </a>
          <button type="button" className="btn-primary" onClick={onQuote}>
            {strings.getFreeQuote}
          </button>
        </div>
      </div>
    </Section>
  );
}
