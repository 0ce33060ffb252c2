import { Suspense } from "react";
import { useSearchParams } from "react-router";

import { lazyPart } from "~/components/lazy-part";
import { Link } from "~/components/link";
import { useHydrated } from "~/hooks/use-hydrated";
import { ITEMS_TAB } from "~/lib/inventory/tab";

import { Estimator } from "./estimator";
import { type EstimatorTables, EstimatorTablesProvider, useEstimatorWords } from "./estimator-tables";
import { TAB_BEFORE_PAINT } from "./tab-before-paint";

// The catalogue, the charges and the builder load only when a visitor opens "List my items"; its words are the
// page's data.
const InventoryBuilder = lazyPart(() => import("./inventory/inventory-builder").then((m) => m.default));

const tab =
  "flex-1 rounded-lg px-4 py-2.5 text-center text-sm font-semibold sm:flex-none aria-[current=page]:bg-brand-700 aria-[current=page]:text-white";

// At least a screen high, so nothing below moves into view while the list loads (not on paper: one A4 page).
const itemsPanel = "container-page min-h-screen py-10 sm:py-12 print:min-h-0";

function Loading() {
  return <p className="text-ink-muted">{useEstimatorWords().tabs.loading}</p>;
}

/**
 * The quick estimate by home size, and beside it the quote from the visitor's own list of items.
 * The pre-rendered HTML holds both panels (the list's as a placeholder, hidden) and a script picks
 * one before the first paint; after hydration only the open tab's panel is rendered.
 */
export function EstimatorTabs({ whatsapp, prices }: { whatsapp: string; prices: EstimatorTables }) {
  const hydrated = useHydrated();
  const [params] = useSearchParams();
  const items = hydrated && params.get("tab") === ITEMS_TAB;
  const w = prices.words.tabs;

  return (
    <EstimatorTablesProvider value={prices}>
      <div data-prerendered={hydrated ? undefined : ""}>
        {/* Removed after hydration: React never runs it again, and its style then matches nothing. */}
        {!hydrated && <script dangerouslySetInnerHTML={{ __html: TAB_BEFORE_PAINT }} />}
        <div className="container-page pt-10 print:hidden">
          <nav aria-label={w.label} className="flex gap-1 rounded-xl border border-line bg-surface p-1 sm:inline-flex">
            <Link
              to="/cost-estimator"
              aria-current={items ? undefined : "page"}
              data-tab="quick"
              className={tab}
              preventScrollReset
            >
              {w.quick}
            </Link>
            <Link
              to={`/cost-estimator?tab=${ITEMS_TAB}`}
              aria-current={items ? "page" : undefined}
              data-tab="items"
              className={tab}
              preventScrollReset
            >
              {w.items}
            </Link>
          </nav>
        </div>
        {!items && (
          <div data-panel="quick">
            <Estimator whatsapp={whatsapp} />
          </div>
        )}
        {(items || !hydrated) && (
          <div data-panel="items" className={hydrated ? itemsPanel : `${itemsPanel} hidden`}>
            {hydrated ? (
              <Suspense fallback={<Loading />}>
                <InventoryBuilder />
              </Suspense>
            ) : (
              <Loading />
            )}
          </div>
        )}
      </div>
    </EstimatorTablesProvider>
  );
}
