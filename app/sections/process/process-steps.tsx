import { CircleCheck } from "~/components/icons";
import { NumberedSteps } from "~/components/numbered-steps";
import { Section } from "~/components/section";
import { SectionHeading } from "~/components/section-heading";
import type { MoveStep, ProcessContent } from "~/content/company";

/** The steps of a move as a numbered timeline, each with its outcome. */
export function ProcessSteps({
  words: w,
  steps,
}: {
  words: ProcessContent["stepsSection"];
  steps: readonly MoveStep[];
}) {
  return (
    <Section labelledBy="five-steps">
      <div className="container-page">
        <SectionHeading id="five-steps" title={w.title}>
          <p>{w.intro}</p>
        </SectionHeading>
        <NumberedSteps
          steps={steps.map(({ id, title, detail, outcome }) => ({ id, title, text: detail, outcome }))}
          layout="beside"
          label={w.step}
          classes={{
            list: "relative mt-10 space-y-6 before:absolute before:top-2 before:bottom-2 before:left-5 before:w-0.5 before:bg-brand-100 sm:before:left-6",
            item: "relative flex gap-4 sm:gap-6",
            badge:
              "relative z-10 flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-700 text-lg font-extrabold text-white ring-4 ring-white sm:size-12",
            body: "flex-1 rounded-xl border border-line bg-white p-5 shadow-card sm:p-6",
            heading: "text-lg font-bold text-brand-900 sm:text-xl",
          }}
          footer={(s) => (
            <p className="mt-3 flex gap-2 text-sm font-medium text-success">
              <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <span>
                <span className="sr-only">{`${w.youGet} `}</span>
                {s.outcome}
              </span>
            </p>
          )}
        />
      </div>
    </Section>
  );
}
