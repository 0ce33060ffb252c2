import { IconCardGrid } from "~/components/icon-card-grid";
import { GraduationCap, HandCoins, HeartPulse, Route, ShieldCheck, Smile, TrendingUp, Users } from "~/components/icons";

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

/** 'What We Stand For' and 'Benefits of Working With Us'. */
export function CareerValues() {
  return (
    <>
      <section aria-labelledby="career-values" className="py-16 sm:py-20">
        <div className="container-page">
          <h2 id="career-values" className="text-3xl font-extrabold tracking-tight text-brand-900 sm:text-4xl">
            What We Stand For
          </h2>
          <IconCardGrid cards={values} />
        </div>
      </section>
      <section aria-labelledby="career-benefits" className="bg-surface py-16 sm:py-20">
        <div className="container-page">
          <h2 id="career-benefits" className="text-3xl font-extrabold tracking-tight text-brand-900 sm:text-4xl">
            Benefits of Working With Us
          </h2>
          <IconCardGrid cards={benefits} columns={2} look="beside" />
        </div>
      </section>
    </>
  );
}
