import { RequestReceived } from "~/components/request-received";
import { WithParts } from "~/components/with-parts";
import { formatPhone, site, telHref } from "~/config/site";

import type { Route } from "./+types/verify-report-received";
import { localeOfRequest, pageFacts } from "./page-data";
import { localeMeta } from "./page-meta";

export const PATH = "/verify/report-received";

/** The National Cyber Crime Helpline, which the page tells a visitor who has lost money to call. */
const HELPLINE = "1930";

export const meta: Route.MetaFunction = (args) =>
  localeMeta(args, () => ({ ...args.loaderData.content.meta, path: PATH, noindex: true }));

/** The page's words in its language, read at build time from content/<language>/verify-report-received.json. */
export async function loader({ request }: Route.LoaderArgs) {
  const { pageWordsIn } = await import("~/content/pages");
  const facts = await pageFacts(request);
  const content = await pageWordsIn("verify-report-received", localeOfRequest(request), facts, ["helpline", "phone"]);
  return { content };
}

const LINK = "font-semibold text-accent-600 underline-offset-2 hover:underline";

/** Where the fraud report's form post lands (the provider's `redirect`). */
export default function ReportReceived({ loaderData: { content } }: Route.ComponentProps) {
  const { hero, card } = content;
  return (
    <RequestReceived
      eyebrow={hero.eyebrow}
      title={hero.heading}
      intro={hero.intro}
      heading={card.heading}
      primary={{ to: "/verify", label: card.back }}
      secondary={{ to: "/", label: card.home }}
      // A report is no quote request: the panel says when the phones answer and which addresses are the company's.
      proofs={["phoneHours", "domains"]}
    >
      <WithParts
        text={card.call}
        parts={{
          helpline: (
            <a href={`tel:${HELPLINE}`} className={LINK}>
              {HELPLINE}
            </a>
          ),
          phone: (
            <a href={telHref(site.phone)} className={LINK}>
              {formatPhone(site.phone)}
            </a>
          ),
        }}
      />
    </RequestReceived>
  );
}
