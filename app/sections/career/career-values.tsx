import { IconCardGrid } from "~/components/icon-card-grid";
import { GraduationCap, HandCoins, HeartPulse, Route, ShieldCheck, Smile, TrendingUp, Users } from "~/components/icons";
import { Section } from "~/components/section";
import { SectionHeading } from "~/components/section-heading";

const values = [
  {
    title: "Safety first",
    text: "Proper lifting gear, trained loading and no shortcuts on the road — for our people and our customers' goods.",
    Icon: ShieldCheck,
  },
  {
    title: "Respect at every level",
    text: "Packers, drivers and managers eat at the same table and are heard in the same meetings.",
    Icon: Users,
  },
  {
    title: "Growth from within",
    text: "Most of our branch supervisors started as packers or coordinators and were trained on the job.",
    Icon: TrendingUp,
  },
  {
    title: "Customers as guests",
    text: "We treat every home we enter the way we would want ours treated.",
    Icon: Smile,
  },
];

const benefits = [
  {
    title: "Salary on the 1st",
    text: "Monthly salary paid on time, with PF and ESI for every eligible employee.",
    Icon: HandCoins,
  },
  {
    title: "Health cover",
    text: "Group medical insurance for you and your family, plus accident cover for field staff.",
    Icon: HeartPulse,
  },
  {
    title: "Paid training",
    text: "Two weeks of paid training in packing, handling and customer care before your first job.",
    Icon: GraduationCap,
  },
  {
    title: "Travel allowances",
    text: "Daily allowance and stay paid on long-distance trips, settled weekly.",
    Icon: Route,
  },
];

/** 'What we stand for' and 'Benefits of working with us'. */
export function CareerValues() {
  return (
    <>
      <Section labelledBy="career-values">
        <div className="container-page">
          <SectionHeading id="career-values" title="What we stand for" align="left" />
          <IconCardGrid cards={values} />
        </div>
      </Section>
      <Section labelledBy="career-benefits" tone="surface">
        <div className="container-page">
          <SectionHeading id="career-benefits" title="Benefits of working with us" align="left" />
          <IconCardGrid cards={benefits} columns={2} look="beside" />
        </div>
      </Section>
    </>
  );
}
