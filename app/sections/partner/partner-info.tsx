import { Card } from "~/components/card";
import { IconCardGrid } from "~/components/icon-card-grid";
import { IconList } from "~/components/icon-list";
import { BadgeIndianRupee, type IconComponent, Megaphone, Network, Truck } from "~/components/icons";
import { Section } from "~/components/section";
import { SectionHeading } from "~/components/section-heading";
import type { PartnerContent } from "~/content/schemas/partner";

/** Each reason's icon by the name its record gives (content/en/partner.json). */
const REASON_ICONS: Readonly<Record<PartnerContent["why"]["reasons"][number]["icon"], IconComponent>> = {
  rupee: BadgeIndianRupee,
  megaphone: Megaphone,
  network: Network,
  truck: Truck,
};

function Checklist({ items }: { items: readonly string[] }) {
  return <IconList items={items} size="md" className="mt-6 space-y-3" />;
}

/** Why partner, what the company provides, and what a partner needs. */
export function PartnerInfo({ why, support }: Pick<PartnerContent, "why" | "support">) {
  const reasons = why.reasons.map((r) => ({ title: r.title, text: r.text, Icon: REASON_ICONS[r.icon] }));
  return (
    <>
      <Section labelledBy="why-partner">
        <div className="container-page">
          <SectionHeading id="why-partner" title={why.title}>
            <p>{why.intro}</p>
          </SectionHeading>
          <IconCardGrid cards={reasons} />
        </div>
      </Section>
      <Section aria-label={support.label} tone="surface">
        <div className="container-page grid gap-6 lg:grid-cols-2">
          <Card>
            <h2 className="text-2xl font-extrabold text-brand-900">{support.providedTitle}</h2>
            <Checklist items={support.provided} />
          </Card>
          <Card>
            <h2 className="text-2xl font-extrabold text-brand-900">{support.needsTitle}</h2>
            <Checklist items={support.needs} />
          </Card>
        </div>
      </Section>
    </>
  );
}
