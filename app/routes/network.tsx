import { PageHero } from "~/components/PageHero";
import { pageMeta } from "~/lib/seo";

export const meta = () =>
  pageMeta({
    title: "Our Branch Network",
    description: "Our branch network across India: offices in 17 cities from Ahmedabad to Ranchi, with moves to and from our Kolkata head office.",
    path: "/network",
  });

export default function Network() {
  return (
    <PageHero eyebrow="17 cities" title="Our Branch Network">
      <p>Branches in 17 cities across India, linked to our head office in Kolkata, so your move is handled by a local team at both ends.</p>
    </PageHero>
  );
}
