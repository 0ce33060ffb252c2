import { NumberedSteps } from "~/components/numbered-steps";
import { Section } from "~/components/section";
import { aboutSteps } from "~/content/about";
import { MoveStepCount } from "~/content/process";

/** The steps of a move (content/process.ts). */
export function AboutSteps() {
  return (
    <Section labelledBy="how-we-move-you">
      <div className="container-page">
        <h2 id="how-we-move-you" className="text-3xl font-extrabold tracking-tight text-brand-900 sm:text-4xl">
          How we move you in {MoveStepCount.toLowerCase()} steps
        </h2>
        <NumberedSteps steps={aboutSteps} columns={3} label="Step" />
      </div>
    </Section>
  );
}
