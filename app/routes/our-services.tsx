import { PageHero } from "~/components/PageHero";
import { pageMeta } from "~/lib/seo";

export const meta = () =>
  pageMeta({
    title: "Our Services",
    description: "Home shifting, office relocation, car and bike transport, storage, packing, fine arts and insurance: every moving service we offer, in one place.",
    path: "/our-services",
  });

export default function OurServices() {
  return (
    <PageHero eyebrow="Services" title="Our Services">
      <p>Everything we move and how: from a one-room local shift to a villa across the country, with packing, storage and transit insurance.</p>
    </PageHero>
  );
}
