import { Card } from "~/components/card";
import { type IconComponent, Lightbulb, PackageCheck, ShieldCheck, UsersRound, Wallet } from "~/components/icons";
import { phoneRow } from "~/components/phone-row";
import { Section } from "~/components/section";
import { SectionHeading } from "~/components/section-heading";
import type { Concern, ConcernKind, ServicePageWords } from "~/content/service-content";

const icons: Record<ConcernKind, IconComponent> = {
  authentic: ShieldCheck,
  diy: UsersRound,
  packaging: PackageCheck,
  budget: Wallet,
};

/** 'Common relocation concerns': four worries, each answered with how we solve it. */
export function Concerns({
  words: w,
  concerns,
  serviceName,
}: {
  words: ServicePageWords["concerns"];
  concerns: readonly Concern[];
  serviceName: string;
}) {
  return (
    <Section labelledBy="concerns-heading" tone="surface">
      <div className="container-page">
        <SectionHeading id="concerns-heading" eyebrow={serviceName} title={w.title} wide>
          <p className="hidden sm:block">{w.intro}</p>
        </SectionHeading>
        <ul {...phoneRow(w.row, "stack-t gap-3 sm:gap-6 lg:grid lg:grid-cols-2", { tablets: true })}>
          {concerns.map((c) => {
            const Icon = icons[c.id as ConcernKind];
            return (
              <Card key={c.id} as="li" className="flex flex-col">
                <div className="flex items-start gap-4">
                  <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-accent-50 text-accent-600 sm:size-12">
                    <Icon aria-hidden="true" className="size-5 sm:size-6" />
                  </span>
                  <div>
                    <h3 className="text-subtitle font-bold text-brand-900">{c.title}</h3>
                    <p className="mt-1 text-sm leading-relaxed text-ink-muted sm:mt-2">{c.description}</p>
                  </div>
                </div>
                <div className="mt-3 flex flex-1 gap-3 rounded-lg bg-brand-50 p-3 sm:mt-5 sm:p-4">
                  <Lightbulb aria-hidden="true" className="mt-0.5 hidden size-5 shrink-0 text-brand-700 sm:block" />
                  <p className="text-sm leading-relaxed text-ink">
                    <strong className="font-semibold text-brand-900">{w.solution}</strong> {c.solution}
                  </p>
                </div>
              </Card>
            );
          })}
        </ul>
      </div>
    </Section>
  );
}
