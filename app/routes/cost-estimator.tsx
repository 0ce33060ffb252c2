import { PageHero } from "~/components/page-hero";
import { site } from "~/config/site";
import { pageMeta } from "~/lib/seo";
import { EstimatorSources } from "~/sections/estimator/estimator-sources";
import { EstimatorTabs } from "~/sections/estimator/estimator-tabs";

export const meta = () =>
  pageMeta({
    title: "Move cost estimator",
    description:
      "Get an instant indicative price range for your move: local or between cities, home size, car and bike, from our published price tables.",
    path: "/cost-estimator",
  });

export default function CostEstimator() {
  return (
    <>
      <div className="print:hidden">
        <PageHero eyebrow="Instant estimate" title="Move cost estimator">
          <p>
            Pick what is moving and where, and see an indicative price range at once — from the same tables we publish,
            with no surprises on moving day. Or list your own items for a quote with every extra charge shown.
          </p>
        </PageHero>
      </div>
      <EstimatorTabs whatsapp={site.whatsapp} />
      <div className="print:hidden">
        <EstimatorSources />
      </div>
    </>
  );
}
