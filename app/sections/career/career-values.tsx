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
import { words } from "~/content/translation";
import { useTranslated } from "~/i18n/translations";

/** The cards' texts, in the order of their icons (VALUE_ICONS, BENEFIT_ICONS). */
export const careerValuesWords = words("careerValuesWords", {
  valuesTitle: "What we stand for",
  values: [
    {
      title: "Safety first",
      text: "Proper lifting gear, trained loading and no shortcuts on the road — for our people and our customers' goods.",
    },
    {
      title: "Respect at every level",
      text: "Packers, drivers and managers eat at the same table and are heard in the same meetings.",
    },
    {
      title: "Growth from within",
      text: "Most of our branch supervisors started as packers or coordinators and were trained on the job.",
    },
    {
      title: "Customers as guests",
      text: "We treat every home we enter the way we would want ours treated.",
    },
  ],
  benefitsTitle: "Benefits of working with us",
  benefits: [
    {
      title: "Salary on the 1st",
      text: "Monthly salary paid on time, with PF and ESI for every eligible employee.",
    },
    {
      title: "Health cover",
      text: "Group medical insurance for you and your family, plus accident cover for field staff.",
    },
    {
      title: "Paid training",
      text: "Two weeks of paid training in packing, handling and customer care before your first job.",
    },
    {
      title: "Travel allowances",
      text: "Daily allowance and stay paid on long-distance trips, settled weekly.",
    },
  ],
} as const);

const VALUE_ICONS = [ShieldCheck, Users, TrendingUp, Smile];
const BENEFIT_ICONS = [HandCoins, HeartPulse, GraduationCap, Route];

/** The words are tuples (`as const`), as long in every language as the icons. */
const withIcons = (cards: readonly { title: string; text: string }[], icons: readonly IconComponent[]) =>
  cards.map((card, i) => ({ title: card.title, text: card.text, Icon: icons[i]! }));

/** 'What we stand for' and 'Benefits of working with us'. */
export function CareerValues() {
  const w = useTranslated(careerValuesWords);
  return (
    <>
      <Section labelledBy="career-values">
        <div className="container-page">
          <SectionHeading id="career-values" title={w.valuesTitle} />
          <IconCardGrid cards={withIcons(w.values, VALUE_ICONS)} />
        </div>
      </Section>
      <Section labelledBy="career-benefits" tone="surface">
        <div className="container-page">
          <SectionHeading id="career-benefits" title={w.benefitsTitle} />
          <IconCardGrid cards={withIcons(w.benefits, BENEFIT_ICONS)} columns={2} look="beside" />
        </div>
      </Section>
    </>
  );
}
