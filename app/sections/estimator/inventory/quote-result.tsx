import { useId } from "react";

import { BookSurveyLink } from "~/components/book-survey-link";
import { Link } from "~/components/link";
import { WhatsappLink } from "~/components/whatsapp-link";
import { WithParts } from "~/components/with-parts";
import { filled } from "~/content/placeholders";
import { useStrings } from "~/i18n/strings";
import { onTheDayNote } from "~/lib/inventory/charges";
import type { InventoryQuote } from "~/lib/inventory/quote";
import { useEstimatorTables, useEstimatorWords, usePrice } from "~/sections/estimator/estimator-tables";

import { useListText } from "./inventory-text";
import { card, heading, link } from "./ui";

const chargeLink = (id: string) => (id === "table" ? "/charges" : `/charges#${id}`);

/** The live result: goods, vehicle, each line with its rule, and the total; and what to do with it. */
export function QuoteResult({
  quote,
  requestHref,
  onRequest,
  shareLink,
  onPrint,
  survey,
  planHref,
}: {
  quote: InventoryQuote;
  requestHref: string;
  /** Where the survey link starts from: the list's city and its link (the list itself goes as the form's does). */
  survey: { city?: string; estimate?: string };
  /** The moving plan with what the list knows. */
  planHref: string;
  /** Keeps the payload for the form before the link is followed. */
  onRequest: () => void;
  shareLink?: string;
  onPrint: () => void;
}) {
  const titleId = useId();
  const w = useEstimatorWords().list.quote;
  const { getFreeQuote } = useStrings();
  const x = useListText();
  const { charges } = useEstimatorTables();
  const priceText = usePrice();
  const { price } = quote;
  const empty = quote.vehicle.kind === "none";

  return (
    <section aria-labelledby={titleId} className={card}>
      <h2 id={titleId} className={heading}>
        {w.title}
      </h2>
      <div className="mt-3 space-y-3">
        {/* Only the totals are announced: reading every line on each tap would drown the steppers. */}
        <p data-testid="inventory-totals" aria-live="polite" className="text-ink">
          <strong>{x.goods(quote.totals)}</strong>
          <br />
          {
            <WithParts
              text={w.vehicle}
              parts={{ vehicle: <strong data-testid="inventory-vehicle">{x.vehicle(quote.vehicle)}</strong> }}
            />
          }
        </p>
        {price.status === "empty" && <p className="text-ink-muted">{w.empty}</p>}
        {price.status === "survey" && <p className="text-ink">{price.reason}</p>}
        {price.status === "same-place" && <p className="text-ink">{w.samePlace}</p>}
        {price.status === "incomplete" && (
          <p className="text-ink-muted">
            {filled(w.stillToChoose, { missing: price.missing.join(", ") || w.theRoute })}
          </p>
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
                        {l.id === "table" ? w.priceTables : w.rule}
                      </Link>
                    </span>
                  </span>
                  <span className="shrink-0 font-semibold tabular-nums">{priceText(l.price)}</span>
                </li>
              ))}
            </ul>
            <p
              aria-live="polite"
              className="flex justify-between border-t-2 border-brand-900 pt-2 text-lg font-extrabold text-brand-900"
            >
              <span>{w.total}</span>
              <span data-testid="inventory-total" className="tabular-nums">
                {priceText(price.total)}
              </span>
            </p>
            <p className="text-xs text-ink-muted">
              {filled(w.atActual, {
                atActual: price.atActual.map((l) => l.label).join("; "),
                onTheDay: onTheDayNote(charges, x),
              })}
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
        {
          <WithParts
            text={w.approximate}
            parts={{
              chargesLink: (
                <Link to="/charges" className={link}>
                  {w.chargesLink}
                </Link>
              ),
            }}
          />
        }
      </p>
      <div className="mt-5 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {empty ? (
          <button type="button" className="btn-primary" disabled>
            {getFreeQuote}
          </button>
        ) : (
          <Link to={requestHref} onClick={onRequest} className="btn-primary">
            {getFreeQuote}
          </Link>
        )}
        {!empty && <BookSurveyLink {...survey} attach onClick={onRequest} />}
        <button type="button" className="btn-outline" onClick={onPrint} disabled={empty}>
          {w.print}
        </button>
        {shareLink && !empty && (
          <WhatsappLink text={filled(w.shareText, { link: shareLink })} opens={` ${w.opensWhatsapp}`}>
            {w.whatsapp}
          </WhatsappLink>
        )}
        <Link to={planHref} className="btn-outline">
          {w.plan}
        </Link>
      </div>
      {shareLink && !empty && (
        <p className="mt-3 text-xs break-all text-ink-muted">
          {<WithParts text={w.listLink} parts={{ link: <a href={shareLink}>{shareLink}</a> }} />}
        </p>
      )}
    </section>
  );
}
