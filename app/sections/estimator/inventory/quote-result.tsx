import { useId } from "react";

import { Link } from "~/components/link";
import { rupees } from "~/lib/estimate";
import { onTheDayNote } from "~/lib/inventory/charges";
import { goodsLine, vehicleLine } from "~/lib/inventory/payload";
import type { InventoryQuote } from "~/lib/inventory/quote";

import { card, heading, link } from "./ui";

const chargeLink = (id: string) => (id === "table" ? "/charges" : `/charges#${id}`);

/** The live result: goods, vehicle, each line with its rule, and the total; and what to do with it. */
export function QuoteResult({
  quote,
  requestHref,
  onRequest,
  shareLink,
  onPrint,
}: {
  quote: InventoryQuote;
  requestHref: string;
  /** Keeps the payload for the form before the link is followed. */
  onRequest: () => void;
  shareLink?: string;
  onPrint: () => void;
}) {
  const titleId = useId();
  const { price } = quote;
  const empty = quote.vehicle.kind === "none";

  return (
    <section aria-labelledby={titleId} className={card}>
      <h2 id={titleId} className={heading}>
        Your inventory quote
      </h2>
      <div className="mt-3 space-y-3">
        {/* Only the totals are announced: reading every line on each tap would drown the steppers. */}
        <p data-testid="inventory-totals" aria-live="polite" className="text-ink">
          <strong>{goodsLine(quote)}</strong>
          <br />
          Vehicle: <strong data-testid="inventory-vehicle">{vehicleLine(quote)}</strong>
        </p>
        {price.status === "empty" && <p className="text-ink-muted">Add items to see the vehicle and the price.</p>}
        {price.status === "survey" && <p className="text-ink">{price.reason}</p>}
        {price.status === "same-place" && <p className="text-ink">Choose two different cities.</p>}
        {price.status === "incomplete" && (
          <p className="text-ink-muted">Still to choose: {price.missing.join(", ") || "the route"}.</p>
        )}
        {price.status === "ready" && (
          <>
            <ul className="divide-y divide-line text-sm">
              {price.lines.map((l, i) => (
                <li key={i} data-charge={l.id} className="flex justify-between gap-3 py-2">
                  <span>
                    <span className="block font-medium text-ink">{l.label}</span>
                    <span className="block text-xs text-ink-muted">
                      {l.detail} ·{" "}
                      <Link to={chargeLink(l.id)} className={link}>
                        {l.id === "table" ? "price tables" : "rule"}
                      </Link>
                    </span>
                  </span>
                  <span className="shrink-0 font-semibold tabular-nums">{rupees(l.price)}</span>
                </li>
              ))}
            </ul>
            <p
              aria-live="polite"
              className="flex justify-between border-t-2 border-brand-900 pt-2 text-lg font-extrabold text-brand-900"
            >
              <span>Total, with GST</span>
              <span data-testid="inventory-total" className="tabular-nums">
                {rupees(price.total)}
              </span>
            </p>
            <p className="text-xs text-ink-muted">
              Not in the total, at actual with receipts: {price.atActual.map((l) => l.label).join("; ")}. Only if it
              happens: {onTheDayNote()}
            </p>
            {price.notes.map((n) => (
              <p key={n} className="text-xs text-ink-muted">
                {n}
              </p>
            ))}
          </>
        )}
      </div>
      <p className="mt-3 text-sm text-ink-muted">
        Approximate, confirmed after the free survey. Every extra charge and its rule:{" "}
        <Link to="/charges" className={link}>
          extra charges
        </Link>
        .
      </p>
      <div className="mt-5 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {empty ? (
          <button type="button" className="btn-primary" disabled>
            Get this quote confirmed
          </button>
        ) : (
          <Link to={requestHref} onClick={onRequest} className="btn-primary">
            Get this quote confirmed
          </Link>
        )}
        <button type="button" className="btn-outline" onClick={onPrint} disabled={empty}>
          Print the list
        </button>
        {shareLink && !empty && (
          <a
            className="btn-outline"
            href={`https://wa.me/?text=${encodeURIComponent(`My list of goods for a move: ${shareLink}`)}`}
            target="_blank"
            rel="noopener noreferrer"
          >
            Share on WhatsApp<span className="sr-only"> (opens WhatsApp)</span>
          </a>
        )}
      </div>
      {shareLink && !empty && (
        <p className="mt-3 text-xs break-all text-ink-muted">
          Link to this list: <a href={shareLink}>{shareLink}</a>
        </p>
      )}
    </section>
  );
}
