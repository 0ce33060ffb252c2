import { PageHero } from "~/components/PageHero";
import { pageMeta } from "~/lib/seo";

export const meta = () =>
  pageMeta({
    title: "Move Cost Estimator",
    description: "Get an instant indicative price range for your move: local or between cities, home size, car and bike, from our published price tables.",
    path: "/cost-estimator",
  });

export default function CostEstimator() {
  return (
    <PageHero eyebrow="Instant estimate" title="Move Cost Estimator">
      <p>Pick what is moving and where, and see an indicative price range at once.</p>
    </PageHero>
  );
}
