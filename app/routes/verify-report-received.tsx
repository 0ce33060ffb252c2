import { RequestReceived } from "~/components/request-received";
import { formatPhone, site, telHref } from "~/config/site";
import { words } from "~/content/translation";
import { useTranslated } from "~/i18n/translations";
import { localeMeta } from "~/locales/words";

import type { Route } from "./+types/verify-report-received";
import { pageWords } from "./page-data";

export const PATH = "/verify/report-received";

/** The page's own words, which each language translates (app/locales/<code>/pages/verify-report-received.ts). */
export const reportReceivedWords = words("reportReceivedWords", {
  title: "Report Received",
  description:
    "Thank you for reporting someone using our name. We check every report and will call you if we need more.",
  eyebrow: "Report received",
  heading: "Thank you for telling us",
  intro: "We check every report and warn other customers about numbers and websites that use our name.",
  cardHeading: "Your report is on its way",
  back: "Back to “Is this really us?”",
  home: "Home page",
  /** Around the helpline's number (1930), then around the head office's. */
  helplineBefore: "If you have lost money, call the National Cyber Crime Helpline on",
  helplineAfter: "now. For anything about your move, call us on",
  callAfter: ".",
});

export const meta: Route.MetaFunction = (args) =>
  localeMeta(args, (t) => ({
    title: t(reportReceivedWords).title,
    description: t(reportReceivedWords).description,
    path: PATH,
    noindex: true,
  }));

export const loader = ({ request }: Route.LoaderArgs) => pageWords(request, "verify-report-received");

/** Where the fraud report's form post lands (the provider's `redirect`). */
export default function ReportReceived() {
  const w = useTranslated(reportReceivedWords);
  return (
    <RequestReceived
      eyebrow={w.eyebrow}
      title={w.heading}
      intro={w.intro}
      heading={w.cardHeading}
      primary={{ to: "/verify", label: w.back }}
      secondary={{ to: "/", label: w.home }}
    >
      {w.helplineBefore}{" "}
      <a href="tel:1930" className="font-semibold text-accent-600 underline-offset-2 hover:underline">
        1930
      </a>{" "}
      {w.helplineAfter}{" "}
      <a href={telHref(site.phone)} className="font-semibold text-accent-600 underline-offset-2 hover:underline">
        {formatPhone(site.phone)}
      </a>
      {w.callAfter}
    </RequestReceived>
  );
}
