import { lazy, Suspense } from "react";
import { Link, useSearchParams } from "react-router";

import { useHydrated } from "~/hooks/use-hydrated";
import { ITEMS_TAB } from "~/lib/inventory/tab";

import { Estimator } from "./estimator";

// The catalogue, the charges and the builder load only when a visitor opens "List my items".
const InventoryBuilder = lazy(() => import("./inventory/inventory-builder"));

const tab =
  "flex-1 rounded-lg px-4 py-2.5 text-center text-sm font-semibold sm:flex-none aria-[current=page]:bg-brand-700 aria-[current=page]:text-white";

/** The quick estimate by home size, and beside it the quote from the visitor's own list of items. */
export function EstimatorTabs({ whatsapp }: { whatsapp: string }) {
  const hydrated = useHydrated();
  const [params] = useSearchParams();
  const items = hydrated && params.get("tab") === ITEMS_TAB;

  return (
    <>
      <div className="container-page pt-10 print:hidden">
        <nav
          aria-label="Ways to estimate"
          className="flex gap-1 rounded-xl border border-line bg-surface p-1 sm:inline-flex"
        >
          <Link to="/cost-estimator" aria-current={items ? undefined : "page"} className={tab} preventScrollReset>
            Quick estimate
          </Link>
          <Link
            to={`/cost-estimator?tab=${ITEMS_TAB}`}
            aria-current={items ? "page" : undefined}
            className={tab}
            preventScrollReset
          >
            List my items
          </Link>
        </nav>
      </div>
      {items ? (
        <div className="container-page py-10 sm:py-12">
          <Suspense fallback={<p className="text-ink-muted">Loading the list of items…</p>}>
            <InventoryBuilder />
          </Suspense>
        </div>
      ) : (
        <Estimator whatsapp={whatsapp} />
      )}
    </>
  );
}
