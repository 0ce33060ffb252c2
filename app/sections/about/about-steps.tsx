import { NumberedSteps } from "~/components/numbered-steps";
import { Section } from "~/components/section";
import { SectionHeading } from "~/components/section-heading";
import { aboutSteps } from "~/content/about";
import { MoveStepCount } from "~/content/process";

/** The steps of a move (content/process.ts). */
export function AboutSteps() {
  return (
    <Section labelledBy="how-we-move-you">
      <div className="container-page">
        <SectionHeading
          id="how-we-move-you"
          title={`How we move you in ${MoveStepCount.toLowerCase()} steps`}
          align="left"
        />
        <NumberedSteps steps={aboutSteps} columns={3} label="Step" />
      </div>
    </Section>
  );
}
