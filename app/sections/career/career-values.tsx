import { IconCardGrid } from "~/components/icon-card-grid";
import {
  GraduationCap,
  HandCoins,
  HeartPulse,
  type IconComponent,
  Route,
  ShieldCheck,
  Smile,
  TrendingUp,
  Users,
} from "~/components/icons";
import { Section } from "~/components/section";
import { SectionHeading } from "~/components/section-heading";
import type { CAREER_ICONS, CareerContent } from "~/content/schemas/pages";

const icons: Record<(typeof CAREER_ICONS)[number], IconComponent> = {
  shield: ShieldCheck,
  people: Users,
  growth: TrendingUp,
  smile: Smile,
  coins: HandCoins,
  health: HeartPulse,
  training: GraduationCap,
  route: Route,
};

const withIcons = (cards: CareerContent["values"]["cards"]) =>
  cards.map((card) => ({ title: card.title, text: card.text, Icon: icons[card.icon] }));

/** 'What we stand for' and 'Benefits of working with us'. */
export function CareerValues({ values, benefits }: Pick<CareerContent, "values" | "benefits">) {
  return (
    <>
      <Section labelledBy="career-values">
        <div className="container-page">
          <SectionHeading id="career-values" title={values.title} />
          <IconCardGrid cards={withIcons(values.cards)} />
        </div>
      </Section>
      <Section labelledBy="career-benefits" tone="surface">
        <div className="container-page">
          <SectionHeading id="career-benefits" title={benefits.title} />
          <IconCardGrid cards={withIcons(benefits.cards)} columns={2} look="beside" />
        </div>
      </Section>
    </>
  );
}
