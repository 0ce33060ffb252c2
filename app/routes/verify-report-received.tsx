import { RequestReceived } from "~/components/request-received";
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
    <RequestReceived
      eyebrow="Report received"
      title="Thank you for telling us"
      intro="We check every report and warn other customers about numbers and websites that use our name."
      heading="Your report is on its way"
      primary={{ to: "/verify", label: "Back to “Is this really us?”" }}
      secondary={{ to: "/", label: "Home page" }}
    >
      If you have lost money, call the National Cyber Crime Helpline on{" "}
      <a href="tel:1930" className="font-semibold text-accent-600 underline-offset-2 hover:underline">
        1930
      </a>{" "}
      now. For anything about your move, call us on{" "}
      <a href={telHref(site.phone)} className="font-semibold text-accent-600 underline-offset-2 hover:underline">
        {formatPhone(site.phone)}
      </a>
      .
    </RequestReceived>
  );
}
