import { IconCardGrid } from "~/components/icon-card-grid";
import { Award, BadgeCheck, type IconComponent, MapPinned, ShieldCheck, Star, Users } from "~/components/icons";
import { Section } from "~/components/section";
import { SectionHeading } from "~/components/section-heading";
import type { TrustReason } from "~/content/company";
import { words } from "~/content/translation";
import { useTranslated } from "~/i18n/translations";

export const trustReasonsWords = words("trustReasonsWords", { title: "Why families trust us" });

const icons: IconComponent[] = [BadgeCheck, Award, Users, ShieldCheck, MapPinned, Star];

/** Six reasons to trust the company. */
export function TrustReasons({ reasons: trustReasons }: { reasons: readonly TrustReason[] }) {
  const w = useTranslated(trustReasonsWords);
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
