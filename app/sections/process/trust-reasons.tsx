import { IconCardGrid } from "~/components/icon-card-grid";
import { Award, BadgeCheck, type IconComponent, MapPinned, ShieldCheck, Star, Users } from "~/components/icons";
import { Section } from "~/components/section";
import { SectionHeading } from "~/components/section-heading";
import type { ProcessContent, TrustReason } from "~/content/company";

const icons: IconComponent[] = [BadgeCheck, Award, Users, ShieldCheck, MapPinned, Star];

/** Six reasons to trust the company. */
export function TrustReasons({
  words: w,
  reasons: trustReasons,
}: {
  words: ProcessContent["reasonsSection"];
  reasons: readonly TrustReason[];
}) {
  return (
    <Section labelledBy="why-trust-us" tone="surface">
      <div className="container-page">
        <SectionHeading id="why-trust-us" title={w.title} />
        <IconCardGrid
          cards={trustReasons.map((r, i) => ({ ...r, Icon: icons[i % icons.length]! }))}
          columns={3}
          look="tiled"
          classes={{ tile: "flex size-12 items-center justify-center rounded-lg bg-accent-50 text-accent-600" }}
        />
      </div>
    </Section>
  );
}
