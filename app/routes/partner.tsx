import { PageHero } from "~/components/PageHero";
import { pageMeta } from "~/lib/seo";

export const meta = () =>
  pageMeta({
    title: "Franchise Partnership",
    description: "Open a franchise of our moving company in your city: our brand, training and lead support. Send your franchise enquiry today.",
    path: "/partner",
  });

export default function Partner() {
  return (
    <PageHero eyebrow="Grow with us" title="Franchise Partnership">
      <p>Run a moving business in your city with our brand, training and steady leads behind you.</p>
    </PageHero>
  );
}
