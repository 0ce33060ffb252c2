import { IconCardGrid } from "~/components/icon-card-grid";
import {
  Award,
  BadgeCheck,
  HeartHandshake,
  type IconComponent,
  IndianRupee,
  ShieldCheck,
  Star,
  Timer,
} from "~/components/icons";
import { RatingBasis } from "~/components/rating-basis";
import { Section } from "~/components/section";
import { SectionHeading } from "~/components/section-heading";
import type { Claim, HomeWords, Reason } from "~/content/home";

const reasonIcons: Record<Reason["icon"], IconComponent> = {
  expertise: Award,
  satisfaction: HeartHandshake,
  pricing: IndianRupee,
  reliability: Timer,
};
const claimIcons: Record<Claim["icon"], IconComponent> = {
  experience: Award,
  approval: BadgeCheck,
  rating: Star,
  safety: ShieldCheck,
};

interface WhyChooseUsProps {
  /** In the page's language (its loader's data). */
  words: HomeWords["whySection"];
  reasons: readonly Reason[];
  claims: readonly Claim[];
}

/** Four reasons to choose the company and the four claims (SPEC §1, §9). */
export function WhyChooseUs({ words: w, reasons, claims }: WhyChooseUsProps) {
  return (
    <Section labelledBy="why-title">
      <div className="container-page">
        <SectionHeading id="why-title" eyebrow={w.eyebrow} title={w.title}>
          <p>{w.intro}</p>
        </SectionHeading>
        <IconCardGrid
          cards={reasons.map((r) => ({ ...r, Icon: reasonIcons[r.icon] }))}
          look="tiled"
          row={w.row}
          rowOnTablets
          classes={{ list: "stack-t gap-3 sm:gap-6 lg:grid lg:grid-cols-4" }}
        />
        <ul
          className="mt-5 grid grid-cols-2 gap-px overflow-hidden rounded-xl bg-brand-700 sm:mt-10 lg:grid-cols-4"
          aria-label={w.record}
        >
          {claims.map((c) => {
            const Icon = claimIcons[c.icon];
            return (
              <li
                key={c.id}
                className="flex flex-col items-center gap-1 bg-brand-800 px-3 py-3 text-center text-white sm:px-4 sm:py-6"
              >
                <Icon className="size-6 text-accent-400" aria-hidden="true" />
                <span className="text-3xl font-extrabold tracking-tight">{c.value}</span>
                <span className="text-sm text-brand-100">{c.label}</span>
                {c.isRating && <RatingBasis className="text-xs text-brand-100" />}
              </li>
            );
          })}
        </ul>
      </div>
    </Section>
  );
}
