import { site } from "~/config/site";
import { useHydrated } from "~/hooks/use-hydrated";
import { useInventory } from "~/hooks/use-inventory";
import { useOfferedPlaces } from "~/hooks/use-places";
import { useLocalize } from "~/i18n/strings";
import { inventoryData, inventoryText, requestHref } from "~/lib/inventory/payload";
import { quoteOf } from "~/lib/inventory/quote";
import { keepRequest } from "~/lib/inventory/request";
import { toShareQuery } from "~/lib/inventory/share";
import { applyPreset, quantityOf, setQuantity } from "~/lib/inventory/state";
import { planHrefFromInventory } from "~/lib/moving-plan/link";
import { useEstimatorTables, useEstimatorWords } from "~/sections/estimator/estimator-tables";

import { pageCatalogue } from "./catalogue";
import { useListText } from "./inventory-text";
import { ItemPicker } from "./item-picker";
import { MoveDetails } from "./move-details";
import { PrintSummary } from "./print-summary";
import { QuoteResult } from "./quote-result";
import { YourList } from "./your-list";

/**
 * "List my items": the visitor's own list of goods, access at both ends and the quote
 * built from them. Loaded only when this tab opens; nothing is sent until its quote button is used.
 */
export default function InventoryBuilder() {
  const hydrated = useHydrated();
  const { state, update, clear, notices, dismissNotices, ready } = useInventory();
  const words = useEstimatorWords();
  const w = words.list;
  const x = useListText();
  const localize = useLocalize();
  // The quote as the page shows it; the office's copy is written in English when the visitor asks for it.
  const {
    tables,
    english,
    charges,
    englishCharges,
    englishLines,
    englishListLines,
    catalogue: catalogueWords,
  } = useEstimatorTables();
  const catalogue = pageCatalogue(catalogueWords);
  const places = useOfferedPlaces();
  const quote = catalogue.named(quoteOf(state, tables, charges, places, { ...words.lines, ...x }));
  const office = { tables: english, charges: englishCharges, lines: englishLines, list: englishListLines };
  // The list's address, in the page's language.
  const shareLink = hydrated
    ? `${window.location.origin}${localize("/cost-estimator")}?${toShareQuery(state)}`
    : undefined;

  const keep = () => {
    try {
      keepRequest(window.localStorage, {
        inventory: inventoryText(state, office, places, { siteUrl: site.url, listLink: shareLink }),
        inventory_data: inventoryData(state, office, places),
      });
    } catch {
      // No storage: the form still gets the summary in its description.
    }
  };

  if (!ready) return <p className="text-ink-muted">{w.loading}</p>;

  return (
    <>
      {notices.length > 0 && (
        <div
          role="status"
          className="mb-6 rounded-xl border border-accent-400 bg-accent-50 p-4 text-sm text-ink print:hidden"
        >
          {notices.map(x.notice).map((text) => (
            <p key={text}>{text}</p>
          ))}
          <button type="button" className="mt-2 font-semibold text-brand-700 underline" onClick={dismissNotices}>
            {w.ok}
          </button>
        </div>
      )}
      <div className="grid items-start gap-6 lg:grid-cols-5">
        <div className="space-y-6 lg:col-span-3">
          <YourList
            items={state.items}
            catalogue={catalogue}
            onChange={(room, item, qty) => update(setQuantity(state, room, item, qty))}
            onPreset={(id) => update(applyPreset(state, id))}
            onClear={() => {
              if (window.confirm(w.confirmClear)) clear();
            }}
          />
          <ItemPicker
            catalogue={catalogue}
            quantityOf={(room, item) => quantityOf(state, room, item)}
            onChange={(room, item, qty) => update(setQuantity(state, room, item, qty))}
          />
          <MoveDetails state={state} onChange={update} />
        </div>
        <div className="lg:sticky lg:top-28 lg:col-span-2">
          <QuoteResult
            quote={quote}
            requestHref={requestHref(state, office, places)}
            onRequest={keep}
            shareLink={shareLink}
            survey={{ city: state.move === "local" ? state.city : state.from, estimate: shareLink }}
            onPrint={() => window.print()}
            planHref={planHrefFromInventory(state)}
          />
        </div>
      </div>
      <PrintSummary state={state} quote={quote} catalogue={catalogue} siteUrl={site.url} />
    </>
  );
}
