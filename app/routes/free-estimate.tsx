import { PageHero } from "~/components/PageHero";
import { pageMeta } from "~/lib/seo";

export const meta = () =>
  pageMeta({
    title: "Free Estimate",
    description: "Request a free moving estimate: tell us where, when and what you are moving and get a written quote with no hidden charges.",
    path: "/free-estimate",
  });

export default function FreeEstimate() {
  return (
    <PageHero eyebrow="Free quote" title="Free Estimate">
      <p>Tell us where, when and what you are moving. We will call you back with a written quote — free, and with no hidden charges.</p>
    </PageHero>
  );
}
