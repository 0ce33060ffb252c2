import { useCompanyFacts } from "~/components/company-facts";
import { Link } from "~/components/link";
import { PageHero } from "~/components/page-hero";
import { pageMeta } from "~/lib/seo";
import { ChargesList } from "~/sections/charges/charges-list";

export const meta = () =>
  pageMeta({
    title: "Extra Charges",
    description:
      "Every extra charge a move can carry, with its rule and rate: stairs, long carry, shuttle, dismantling, AC, storage, insurance, tolls and GST.",
    path: "/charges",
  });

export default function Charges() {
  return (
    <>
      <PageHero
        eyebrow="No surprises"
        title="Extra charges"
        facts={useCompanyFacts()}
        actions={
          <Link to="/cost-estimator?tab=items" className="btn-primary">
            List your items for a quote
          </Link>
        }
      >
        <p>
          Every charge that can be added to the price of a move, with the rule that decides it. Nothing that is not on
          this page is ever added.
        </p>
      </PageHero>
      <ChargesList />
    </>
  );
}
