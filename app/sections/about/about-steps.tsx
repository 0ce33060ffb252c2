import { NumberedSteps } from "~/components/numbered-steps";
import { Section } from "~/components/section";
import { SectionHeading } from "~/components/section-heading";
import { MoveStepCount, type Step } from "~/content/process";
import { words } from "~/content/translation";
import { useTranslated } from "~/i18n/translations";

export const aboutStepsWords = words("aboutStepsWords", {
  title: `How we move you in ${MoveStepCount.toLowerCase()} steps`,
  /** Screen readers hear "Step 2: …" before each step's heading. */
  step: "Step",
});

/** The steps of a move (content/<language>/process.json), each its title and text. */
export function AboutSteps({ steps }: { steps: readonly Step[] }) {
  const w = useTranslated(aboutStepsWords);
  return (
    <Section labelledBy="how-we-move-you">
      <div className="container-page">
        <SectionHeading id="how-we-move-you" title={w.title} />
        {/* As many columns as fill every row: four steps in a row of four, six in two rows of three. */}
        <NumberedSteps steps={steps} columns={steps.length % 3 === 0 ? 3 : 4} label={w.step} />
      </div>
    </Section>
  );
}
