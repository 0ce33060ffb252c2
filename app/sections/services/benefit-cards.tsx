import { Card } from "~/components/card";
import type { IconComponent } from "~/components/icons";
import { Section } from "~/components/section";
import { SectionHeading } from "~/components/section-heading";
import type { BenefitCard } from "~/content/service-pages";

/** Four benefit cards with icons (IBA and insurance pages). */
export function BenefitCards({
  id,
  heading,
  intro,
  cards,
  icons,
}: {
  id: string;
  heading: string;
  intro?: string;
  cards: readonly BenefitCard[];
  icons: readonly IconComponent[];
}) {
  return (
    <Section labelledBy={id} tone="surface">
      <div className="container-page">
        <SectionHeading id={id} title={heading} wide>
          {intro && <p>{intro}</p>}
        </SectionHeading>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {cards.map((card, i) => {
            const Icon = icons[i % icons.length]!;
            return (
              <Card key={card.title} as="li">
                <span className="flex size-12 items-center justify-center rounded-xl bg-brand-700 text-white">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <h3 className="mt-5 text-lg font-bold text-brand-900">{card.title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-ink-muted">{card.text}</p>
              </Card>
            );
          })}
        </ul>
      </div>
    </Section>
  );
}
