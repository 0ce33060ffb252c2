import { PageHero } from "~/components/PageHero";
import { pageMeta } from "~/lib/seo";

export const meta = () =>
  pageMeta({
    title: "Thank You",
    description: "Thank you for your request. Our team will call you back shortly with your free quote.",
    path: "/thank-you",
    noindex: true,
  });

export default function ThankYou() {
  return (
    <PageHero eyebrow="Request received" title="Thank You">
      <p>We have your request. A member of our team will call you back shortly.</p>
    </PageHero>
  );
}
