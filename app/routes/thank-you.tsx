import { RequestReceived } from "~/components/request-received";
import { WithParts } from "~/components/with-parts";
import { formatPhone, site, telHref } from "~/config/site";

import type { Route } from "./+types/thank-you";
import { localeOfRequest, pageFacts } from "./page-data";
import { localeMeta } from "./page-meta";

export const PATH = "/thank-you";

export const meta: Route.MetaFunction = (args) =>
  localeMeta(args, () => ({ ...args.loaderData.content.meta, path: PATH, noindex: true }));

/** The page's words in its language, read at build time from content/<language>/thank-you.json. */
export async function loader({ request }: Route.LoaderArgs) {
  const { pageWordsIn } = await import("~/content/pages");
  const content = await pageWordsIn("thank-you", localeOfRequest(request), await pageFacts(request), ["phone"]);
  return { content };
}

/** Where the IBA and insurance form posts land (the provider's `redirect`). */
export default function ThankYou({ loaderData: { content } }: Route.ComponentProps) {
  const { hero, card } = content;
  return (
    <RequestReceived
      eyebrow={hero.eyebrow}
      title={hero.heading}
      intro={hero.intro}
      heading={card.heading}
      primary={{ to: "/", label: card.home }}
      secondary={{ to: "/our-services", label: card.services }}
    >
      <WithParts
        text={card.call}
        parts={{
          phone: (
            <a href={telHref(site.phone)} className="font-semibold text-accent-600 underline-offset-2 hover:underline">
              {formatPhone(site.phone)}
            </a>
          ),
        }}
      />
    </RequestReceived>
  );
}
