import { PageHero } from "~/components/page-hero";
import { site } from "~/config/site";
import { quoteChargesIn } from "~/content/charges";
import { estimatorPlaces } from "~/content/distances";
import { cityFormsIn, estimatorIn, sectionWordsOf } from "~/content/estimator";
import { floorWordsIn } from "~/content/floors";
import { catalogueWordsIn } from "~/content/inventory/words";
import { priceTablesIn } from "~/content/prices/tables";
import type { ChatHandle } from "~/hooks/use-chat-href";
import { estimate, parseQuery, rupees, toQuery } from "~/lib/estimate";
import { EstimatorSources } from "~/sections/estimator/estimator-sources";
import type { EstimatorTables } from "~/sections/estimator/estimator-tables";
import { EstimatorTabs } from "~/sections/estimator/estimator-tabs";

import type { Route } from "./+types/cost-estimator";
import { localeOfRequest } from "./page-data";
import { localeMeta } from "./page-meta";

export const PATH = "/cost-estimator";

/**
 * Once the visitor has a result, the chat says its total and its link. The result lives in the URL's query, which
 * the pre-rendered page does not have: it starts with the plain greeting, as it starts with an empty form.
 */
export const handle: ChatHandle = {
  chat: ({ url, data, places }) => {
    const prices = (data as { prices?: EstimatorTables } | undefined)?.prices;
    if (!url || !prices || !places) return undefined;
    const { english, englishLines } = prices;
    const offered = estimatorPlaces(places);
    const input = parseQuery(url.search, english, offered);
    const result = estimate(input, english, offered, englishLines);
    if (result.status !== "ready") return undefined;
    return { kind: "estimate", total: rupees(result.total), link: `${url.origin}${url.pathname}?${toQuery(input)}` };
  },
};

export const meta: Route.MetaFunction = (args) =>
  localeMeta(args, () => ({ ...args.loaderData.estimator.costEstimator.meta, path: PATH }));

/**
 * The page's words, and the price tables and extra charges the estimator and the item list price from, in its
 * language and in English, the item list's catalogue and floors and the page's and the estimator's words in its
 * language (the lines of the estimate and of the list also in English, for the office).
 */
export const loader = async ({ request }: Route.LoaderArgs) => {
  const locale = localeOfRequest(request);
  const [tables, charges, catalogue, estimator, floors] = await Promise.all([
    priceTablesIn(locale),
    quoteChargesIn(locale),
    catalogueWordsIn(locale),
    estimatorIn(locale),
    floorWordsIn(locale),
  ]);
  const cityForms = await cityFormsIn(estimator, locale);
  // What the office receives is written with the English lines; an English page's are the same objects, sent once.
  const english = locale === "en" ? estimator : await estimatorIn("en");
  return {
    estimator: { costEstimator: estimator.costEstimator, sources: estimator.sources },
    prices: {
      ...tables,
      ...charges,
      words: sectionWordsOf(estimator),
      englishLines: english.lines,
      englishListLines: english.list.lines,
      floors,
      ...(cityForms && { cityForms }),
      ...(catalogue && { catalogue }),
    } satisfies EstimatorTables,
  };
};

export default function CostEstimator({ loaderData }: Route.ComponentProps) {
  const w = loaderData.estimator.costEstimator;
  return (
    <>
      <div className="print:hidden">
        <PageHero eyebrow={w.eyebrow} title={w.heading} image="cost-estimator" proofs={["priceFrom", "gst", "reply"]}>
          <p>{w.intro}</p>
        </PageHero>
      </div>
      <EstimatorTabs whatsapp={site.whatsapp} prices={loaderData.prices} />
      <div className="print:hidden">
        <EstimatorSources words={loaderData.estimator.sources} />
      </div>
    </>
  );
}
