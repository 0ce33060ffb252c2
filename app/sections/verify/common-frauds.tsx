import { Card } from "~/components/card";
import { Info } from "~/components/icons";
import { phoneRow } from "~/components/phone-row";
import { Section } from "~/components/section";
import { SectionHeading } from "~/components/section-heading";
import type { VerifyContent } from "~/content/company";

/** The common tricks in the moving trade and the sign that gives each away. */
export function CommonFrauds({
  words: w,
  frauds,
}: {
  words: VerifyContent["fraudsSection"];
  frauds: VerifyContent["frauds"];
}) {
  return (
    <Section labelledBy="common-frauds" tone="surface">
      <div className="container-page">
        <SectionHeading id="common-frauds" eyebrow={w.eyebrow} title={w.title}>
          <p>{w.intro}</p>
        </SectionHeading>
        <ul {...phoneRow(w.row, "stack-t gap-3 sm:gap-6 lg:grid lg:grid-cols-3", { tablets: true })}>
          {frauds.map((f) => (
            <Card key={f.id} as="li">
              <h3 className="text-lg font-bold text-brand-900">{f.title}</h3>
              <p className="mt-2 leading-relaxed text-ink-muted">{f.how}</p>
              <p className="mt-4 flex gap-2.5 rounded-lg bg-accent-50 p-3 text-sm leading-relaxed text-ink">
                <Info className="mt-0.5 size-4 shrink-0 text-accent-600" aria-hidden="true" />
                <span>
                  <strong>{w.sign}</strong> {f.tell}
                </span>
              </p>
            </Card>
          ))}
        </ul>
      </div>
    </Section>
  );
}
