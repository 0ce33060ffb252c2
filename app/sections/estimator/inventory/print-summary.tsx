import { rupees } from "~/lib/estimate";
import { accessLine, goodsLine, listLines, routeLine, vehicleLine } from "~/lib/inventory/payload";
import type { InventoryQuote } from "~/lib/inventory/quote";
import type { InventoryState } from "~/lib/inventory/state";

/**
 * The A4 summary: hidden on screen, the only thing printed from this page (app.css hides the
 * site's header and footer when a page holds a [data-print] block).
 */
export function PrintSummary({
  state,
  quote,
  siteUrl,
}: {
  state: InventoryState;
  quote: InventoryQuote;
  siteUrl: string;
}) {
  const { price } = quote;
  return (
    <section data-print data-testid="print-summary" className="hidden text-sm text-black print:block">
      <h2 className="text-xl font-bold">Inventory quote (approximate)</h2>
      <p className="mt-1">
        {routeLine(state) ?? "Route not chosen"}
        {state.date ? `, moving on ${state.date}` : ""}. {goodsLine(quote)}. Vehicle: {vehicleLine(quote)}.
      </p>
      <h3 className="mt-3 font-bold">List</h3>
      <ul className="mt-1 list-disc pl-5">
        {listLines(state).map((l) => (
          <li key={l}>{l}</li>
        ))}
      </ul>
      <h3 className="mt-3 font-bold">Access</h3>
      <p>Pickup: {accessLine(state.pickup)}.</p>
      <p>Delivery: {accessLine(state.delivery)}.</p>
      <p>Packing: {state.packing}.</p>
      {price.status === "ready" ? (
        <>
          <h3 className="mt-3 font-bold">Price, with the charges that apply</h3>
          <table className="mt-1 w-full border-collapse">
            <tbody>
              {price.lines.map((l, i) => (
                <tr key={i} className="border-b border-line">
                  <td className="py-1 pr-2">
                    {l.label} <span className="text-xs">({l.detail})</span>
                  </td>
                  <td className="py-1 text-right whitespace-nowrap">{rupees(l.price)}</td>
                </tr>
              ))}
              <tr className="font-bold">
                <td className="py-1">Total, with GST</td>
                <td className="py-1 text-right whitespace-nowrap">{rupees(price.total)}</td>
              </tr>
            </tbody>
          </table>
          <p className="mt-1 text-xs">
            Not in the total, at actual with receipts: {price.atActual.map((l) => l.label).join("; ")}.
          </p>
        </>
      ) : (
        <p className="mt-3">No price yet: {price.status === "survey" ? price.reason : "the route is not complete."}</p>
      )}
      <p className="mt-3 text-xs">
        Every extra charge and its rule: {siteUrl}/charges. Prices are approximate and confirmed after the free survey.
      </p>
    </section>
  );
}
