import { BookSurveyLink } from "~/components/book-survey-link";
import { Headset } from "~/components/icons";
import { Link } from "~/components/link";
import { Section } from "~/components/section";
import { SectionHeading } from "~/components/section-heading";
import type { ProcessContent } from "~/content/company";
import { useStrings } from "~/i18n/strings";

/** Closing band: free estimate and the 'Talk to an Expert' pop-up. */
export function ProcessCta({ words: w, onTalk }: { words: ProcessContent["cta"]; onTalk: () => void }) {
  const strings = useStrings();
  return (
    <Section labelledBy="start-your-move">
      <div className="container-page">
        <div className="rounded-xl bg-gradient-to-br from-brand-800 to-brand-700 p-8 text-white shadow-card sm:p-12">
          <SectionHeading id="start-your-move" title={w.title} tone="dark">
            <p>{w.intro}</p>
          </SectionHeading>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to="/free-estimate" className="btn-primary">
              {strings.getFreeQuote}
            </Link>
            <button type="button" className="btn-outline" onClick={onTalk}>
              <Headset className="size-4" aria-hidden="true" />
              {w.talk}
            </button>
            <BookSurveyLink className="btn-ghost" />
          </div>
        </div>
      </div>
    </Section>
  );
}
