import { PageHero } from "~/components/page-hero";
import { site } from "~/config/site";
import { pageMeta } from "~/lib/seo";
import { Estimator } from "~/sections/estimator/estimator";
import { EstimatorSources } from "~/sections/estimator/estimator-sources";

export const meta = () =>
  pageMeta({
    title: "Move Cost Estimator",
    description:
      "Get an instant indicative price range for your move: local or between cities, home size, car and bike, from our published price tables.",
    path: "/cost-estimator",
  });

export default function CostEstimator() {
  return (
    <>
      <PageHero eyebrow="Instant estimate" title="Move Cost Estimator">
        <p>
          Pick what is moving and where, and see an indicative price range at once — from the same tables we publish,
          with no surprises on moving day.
        </p>
      </PageHero>
      <Estimator whatsapp={site.whatsapp} />
      <EstimatorSources />
    </>
  );
}
