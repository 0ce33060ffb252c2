import { IconCardGrid } from "~/components/icon-card-grid";
import type { IconComponent } from "~/components/icons";
import { Section } from "~/components/section";
import { SectionHeading } from "~/components/section-heading";
import type { BenefitCard } from "~/content/service-content";

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
        <IconCardGrid
          cards={cards.map((card, i) => ({ ...card, Icon: icons[i % icons.length]! }))}
          look="tiled"
          classes={{
            tile: "flex size-12 items-center justify-center rounded-xl bg-brand-700 text-white",
            text: "mt-2 text-sm leading-relaxed text-ink-muted",
          }}
        />
      </div>
    </Section>
  );
}
