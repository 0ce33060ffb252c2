import { IconCardGrid } from "~/components/icon-card-grid";
import { Award, BadgeCheck, type IconComponent, MapPinned, ShieldCheck, Star, Users } from "~/components/icons";
import { Section } from "~/components/section";
import { trustReasons } from "~/content/process";

const icons: IconComponent[] = [BadgeCheck, Award, Users, ShieldCheck, MapPinned, Star];

/** Six reasons to trust the company. */
export function TrustReasons() {
  return (
    <Section labelledBy="why-trust-us" tone="surface">
      <div className="container-page">
        <h2 id="why-trust-us" className="text-3xl font-extrabold tracking-tight text-brand-900 sm:text-4xl">
          Why families trust us
        </h2>
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
