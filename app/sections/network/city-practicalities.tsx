import { NumberedSteps } from "~/components/numbered-steps";
import { Section } from "~/components/section";
import { SectionHeading } from "~/components/section-heading";
import type { City } from "~/content/cities/city";
import type { CityPageWords } from "~/content/network-city";

/** Local rules and conditions to plan around: society NOCs, truck hours, monsoon, hills, lanes. */
export function CityPracticalities({ city, words: w }: { city: City; words: CityPageWords["practicalities"] }) {
  return (
    <Section labelledBy="city-tips-title">
      <div className="container-page">
        <SectionHeading id="city-tips-title" eyebrow={w.eyebrow} title={w.title}>
          <p className="hidden sm:block">{w.intro}</p>
        </SectionHeading>
        <NumberedSteps
          steps={city.practicalities}
          layout="beside"
          columns={2}
          row={w.title}
          rowOnTablets
          classes={{
            list: "stack-t gap-3 sm:gap-6 lg:grid lg:grid-cols-2",
            badge:
              "flex size-9 shrink-0 items-center justify-center rounded-full bg-accent-50 font-bold text-accent-700",
            text: "mt-2 text-ink-muted",
          }}
        />
      </div>
    </Section>
  );
}
