import { Phone } from "~/components/icons";
import { Section } from "~/components/section";
import { SectionHeading } from "~/components/section-heading";
import { formatPhone, site, telHref } from "~/config/site";
import { replyText } from "~/content/facts";
import { words } from "~/content/translation";
import { useStrings } from "~/i18n/strings";
import { useTranslated } from "~/i18n/translations";

export const aboutCtaWords = words("aboutCtaWords", {
  title: "Planning a move?",
  intro: `Talk to a move coordinator now, or send your details and a coordinator calls you back ${replyText} with a free estimate.`,
  callNow: "Call Now",
  /** Screen readers: "Call Now on 98…". */
  on: "on",
});

/** Closing band: a call-now link and the button that opens the quote pop-up. */
export function AboutCta({ onQuote }: { onQuote: () => void }) {
  const w = useTranslated(aboutCtaWords);
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
