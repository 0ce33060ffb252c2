import { Logo } from "~/components/logo";
import { formatPhone, site } from "~/config/site";
import { findItem } from "~/content/inventory/items";
import { findRoom } from "~/content/inventory/rooms";
import { filled } from "~/content/placeholders";
import type { InventoryQuote } from "~/lib/inventory/quote";
import { type InventoryState, roomOrder } from "~/lib/inventory/state";
import { useEstimatorWords, usePrice } from "~/sections/estimator/estimator-tables";

import type { PageCatalogue } from "./catalogue";
import { useListText } from "./inventory-text";

/**
 * The A4 summary: hidden on screen, the only thing printed from this page (app.css hides the
 * site's header and footer when a page holds a [data-print] block).
 */
export function PrintSummary({
  state,
  quote,
  catalogue: c,
  siteUrl,
}: {
  state: InventoryState;
  quote: InventoryQuote;
  siteUrl: string;
  catalogue: PageCatalogue;
}) {
  const { price } = quote;
  const w = useEstimatorWords().list.print;
  const x = useListText();
  const priceText = usePrice();
  // One line per room, as app/lib/inventory/payload.ts lists them for the office.
  const lines = roomOrder
    .filter((room) => state.items[room])
    .map((room) => {
      const found = findRoom(room);
      const items = Object.entries(state.items[room] ?? {}).map(([id, qty]) => {
        const item = findItem(id);
        return [item ? c.item(item) : id, qty] as const;
      });
      return x.listLine(found ? c.room(found) : room, items);
    });
  return (
    <section data-print data-testid="print-summary" className="hidden text-sm text-black print:block">
      {/* The quote's letterhead: the customer keeps the paper, so it names who quoted and how to reach them. */}
      <header className="mb-4 flex items-end justify-between gap-4 border-b border-line pb-3">
        <Logo />
        <p lang="en" className="text-right text-xs">
          {formatPhone(site.phone)}
          <br />
          {new URL(siteUrl).host}
        </p>
      </header>
      <h2 className="text-xl font-bold">{w.title}</h2>
      <p className="mt-1">
        {filled(state.date ? w.summaryOn : w.summary, {
          route: x.routeOf(state) ?? w.noRoute,
          date: state.date ?? "",
          goods: x.goods(quote.totals),
          vehicle: x.vehicle(quote.vehicle),
        })}
      </p>
      <h3 className="mt-3 font-bold">{w.list}</h3>
      <ul className="mt-1 list-disc pl-5">
        {lines.map((l) => (
          <li key={l}>{l}</li>
        ))}
      </ul>
      <h3 className="mt-3 font-bold">{w.access}</h3>
      <p>{filled(w.pickup, { access: x.access(state.pickup) })}</p>
      <p>{filled(w.delivery, { access: x.access(state.delivery) })}</p>
      <p>{filled(w.packing, { packing: x.packing(state.packing) })}</p>
      {price.status === "ready" ? (
        <>
          <h3 className="mt-3 font-bold">{w.price}</h3>
          <table className="mt-1 w-full border-collapse">
            <tbody>
              {price.lines.map((l, i) => (
                <tr key={i} className="border-b border-line">
                  <td className="py-1 pr-2">
                    {l.label} <span className="text-xs">({l.detail})</span>
                  </td>
                  <td className="py-1 text-right whitespace-nowrap">{priceText(l.price)}</td>
                </tr>
              ))}
              <tr className="font-bold">
                <td className="py-1">{w.total}</td>
                <td className="py-1 text-right whitespace-nowrap">{priceText(price.total)}</td>
              </tr>
            </tbody>
          </table>
          <p className="mt-1 text-xs">
            {filled(w.atActual, { atActual: price.atActual.map((l) => l.label).join("; ") })}
          </p>
        </>
      ) : (
        <p className="mt-3">{filled(w.noPrice, { reason: price.status === "survey" ? price.reason : w.incomplete })}</p>
      )}
      <p className="mt-3 text-xs">{filled(w.footer, { site: siteUrl })}</p>
    </section>
  );
}
