import { PageHero } from "~/components/PageHero";
import { pageMeta } from "~/lib/seo";

export const meta = () =>
  pageMeta({
    title: "Customer Testimonials",
    description: "Read what families and companies say about moving with us: real reviews of home, office and vehicle moves across India.",
    path: "/testimonials",
  });

export default function Testimonials() {
  return (
    <PageHero eyebrow="Reviews" title="Customer Testimonials">
      <p>What families and companies across India say after moving with us.</p>
    </PageHero>
  );
}
