import { Phone } from "~/components/icons";
import { Section } from "~/components/section";
import { SectionHeading } from "~/components/section-heading";
import { formatPhone, site, telHref } from "~/config/site";
import { replyText } from "~/content/facts";

/** Closing band: a call-now link and the button that opens the quote pop-up. */
export function AboutCta({ onQuote }: { onQuote: () => void }) {
  return (
    <Section labelledBy="plan-your-move" tone="accent">
      <div className="container-page flex flex-col items-start gap-6 lg:flex-row lg:items-center lg:justify-between">
        <SectionHeading id="plan-your-move" title="Planning a move?" align="left">
          <p>
            Talk to a move coordinator now, or send your details and a coordinator calls you back {replyText} with a
            free estimate.
          </p>
        </SectionHeading>
        <div className="flex flex-wrap gap-3">
          <a href={telHref(site.phone)} className="btn-secondary">
            <Phone className="size-4" aria-hidden="true" />
            Call Now <span className="sr-only">on</span>
            <span className="font-normal">{formatPhone(site.phone)}</span>
          </a>
          <button type="button" className="btn-primary" onClick={onQuote}>
            Get Free Quote
          </button>
        </div>
      </div>
    </Section>
  );
}
