import { Link } from "react-router";

import { CircleCheck } from "~/components/icons";
import { PageHero } from "~/components/page-hero";
import { Section } from "~/components/section";
import { formatPhone, site, telHref } from "~/config/site";
import { pageMeta } from "~/lib/seo";

export const meta = () =>
  pageMeta({
    title: "Thank you",
    description: "Thank you for your request. Our team will call you back shortly with your free quote.",
    path: "/thank-you",
    noindex: true,
  });

/** Where the IBA and insurance form posts land (the provider's `redirect`). */
export default function ThankYou() {
  return (
    <>
      <PageHero eyebrow="Request received" title="Thank you">
        <p>We have your request. A member of our team will call you back shortly.</p>
      </PageHero>
      <Section className="container-page">
        <div className="mx-auto max-w-2xl rounded-xl border border-line bg-white p-6 text-center shadow-card sm:p-10">
          <CircleCheck aria-hidden="true" className="mx-auto size-12 text-success" />
          <h2 className="mt-4 text-2xl font-extrabold text-brand-900">Your quote request is on its way</h2>
          <p className="mt-3 text-ink-muted">
            Keep your phone nearby. If your move is urgent, call us on{" "}
            <a href={telHref(site.phone)} className="font-semibold text-accent-600 underline-offset-2 hover:underline">
              {formatPhone(site.phone)}
            </a>
            .
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Link to="/" className="btn-primary">
              Back to the home page
            </Link>
            <Link to="/our-services" className="btn-outline">
              Browse our services
            </Link>
          </div>
        </div>
      </Section>
    </>
  );
}
