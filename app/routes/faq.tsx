import { PageHero } from "~/components/PageHero";
import { pageMeta } from "~/lib/seo";

export const meta = () =>
  pageMeta({
    title: "Frequently Asked Questions",
    description: "Answers to common questions about packing, surveys, tracking, insurance claims, vehicle transport and rescheduling your move.",
    path: "/faq",
  });

export default function Faq() {
  return (
    <PageHero eyebrow="FAQ" title="Frequently Asked Questions">
      <p>Straight answers to what people ask us most before they move.</p>
    </PageHero>
  );
}
