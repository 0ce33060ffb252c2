import { NumberedSteps } from "~/components/numbered-steps";
import { Section } from "~/components/section";
import { SectionHeading } from "~/components/section-heading";
import type { AboutContent } from "~/content/company";
import type { Step } from "~/content/process";

/** The steps of a move (content/<language>/process.json), each its title and text. */
export function AboutSteps({ words: w, steps }: { words: AboutContent["stepsSection"]; steps: readonly Step[] }) {
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
