import { Link } from "react-router";

import { CircleCheck } from "~/components/icons";
import { PageHero } from "~/components/page-hero";
import { Section } from "~/components/section";
import { formatPhone, site, telHref } from "~/config/site";
import { pageMeta } from "~/lib/seo";

export const meta = () =>
  pageMeta({
    title: "Report Received",
    description:
      "Thank you for reporting someone using our name. We check every report and will call you if we need more.",
    path: "/verify/report-received",
    noindex: true,
  });

/** Where the fraud report's form post lands (the provider's `redirect`). */
export default function ReportReceived() {
  return (
    <>
      <PageHero eyebrow="Report received" title="Thank you for telling us">
        <p>We check every report and warn other customers about numbers and websites that use our name.</p>
      </PageHero>
      <Section className="container-page">
        <div className="mx-auto max-w-2xl rounded-xl border border-line bg-white p-6 text-center shadow-card sm:p-10">
          <CircleCheck aria-hidden="true" className="mx-auto size-12 text-success" />
          <h2 className="mt-4 text-2xl font-extrabold text-brand-900">Your report is on its way</h2>
          <p className="mt-3 text-ink-muted">
            If you have lost money, call the National Cyber Crime Helpline on{" "}
            <a href="tel:1930" className="font-semibold text-accent-600 underline-offset-2 hover:underline">
              1930
            </a>{" "}
            now. For anything about your move, call us on{" "}
            <a href={telHref(site.phone)} className="font-semibold text-accent-600 underline-offset-2 hover:underline">
              {formatPhone(site.phone)}
            </a>
            .
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Link to="/verify" className="btn-primary">
              Back to “Is this really us?”
            </Link>
            <Link to="/" className="btn-outline">
              Home page
            </Link>
          </div>
        </div>
      </Section>
    </>
  );
}
