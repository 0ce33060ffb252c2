import { PageHero } from "~/components/PageHero";
import { pageMeta } from "~/lib/seo";

export const meta = () =>
  pageMeta({
    title: "Terms and Conditions",
    description: "Terms and conditions of our moving services: scope, payment, client responsibilities, claims within 24 hours, liability and governing law.",
    path: "/terms-and-conditions",
  });

export default function TermsAndConditions() {
  return (
    <PageHero eyebrow="Legal" title="Terms and Conditions">
      <p>The terms that apply to every move we carry out.</p>
    </PageHero>
  );
}
