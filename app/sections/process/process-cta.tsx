import { Headset } from "~/components/icons";
import { Link } from "~/components/link";
import { Section } from "~/components/section";
import { SectionHeading } from "~/components/section-heading";

/** Closing band: free estimate and the 'Talk to an Expert' pop-up. */
export function ProcessCta({ onTalk }: { onTalk: () => void }) {
  return (
    <Section labelledBy="start-your-move">
      <div className="container-page">
        <div className="rounded-xl bg-gradient-to-br from-brand-800 to-brand-700 p-8 text-white shadow-card sm:p-12">
          <SectionHeading id="start-your-move" title="Ready for step one?" align="left" tone="dark">
            <p>Send your moving details for a free estimate, or talk to one of our move experts before you decide.</p>
          </SectionHeading>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to="/free-estimate" className="btn-primary">
              Get a Free Estimate
            </Link>
            <button type="button" className="btn-outline" onClick={onTalk}>
              <Headset className="size-4" aria-hidden="true" />
              Talk to an Expert
            </button>
          </div>
        </div>
      </div>
    </Section>
  );
}
