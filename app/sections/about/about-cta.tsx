import { Phone } from "~/components/icons";
import { Section } from "~/components/section";
import { formatPhone, site, telHref } from "~/config/site";
import { replyText } from "~/content/facts";

/** Closing band: a call-now link and the button that opens the quote pop-up. */
export function AboutCta({ onQuote }: { onQuote: () => void }) {
  return (
    <Section labelledBy="plan-your-move" tone="accent">
      <div className="container-page flex flex-col items-start gap-6 lg:flex-row lg:items-center lg:justify-between">
        <div>
          <h2 id="plan-your-move" className="text-3xl font-extrabold tracking-tight text-brand-900 sm:text-4xl">
            Planning a move?
          </h2>
          <p className="mt-3 max-w-2xl text-lg text-ink-muted">
            Talk to a move coordinator now, or send your details and a coordinator calls you back {replyText} with a
            free estimate.
          </p>
        </div>
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
