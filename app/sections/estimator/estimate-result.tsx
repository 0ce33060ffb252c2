import type { Ref } from "react";

import { IconList } from "~/components/icon-list";
import { ArrowRight, Calculator, CalendarClock, Info } from "~/components/icons";
import { Link } from "~/components/link";
import { WhatsappLink } from "~/components/whatsapp-link";
import { WithParts } from "~/components/with-parts";
import { findPlace, ROAD_FACTOR } from "~/content/distances";
import { filled } from "~/content/placeholders";
import { useOfferedPlaces } from "~/hooks/use-places";
import { useStrings } from "~/i18n/strings";
import { type Estimate, type EstimateInput, formatKm, freeEstimateHref, summarise } from "~/lib/estimate";
import { planHrefFromEstimate } from "~/lib/moving-plan/link";

import { useEstimatorTables, useEstimatorWords, usePrice } from "./estimator-tables";

/** `items` as one phrase by the language's `list` template: "2 BHK household goods, Sedan car and Sports bike". */
const listed = (list: string, items: readonly string[]) =>
  items.length > 1 ? filled(list, { items: items.slice(0, -1).join(", "), last: items.at(-1)! }) : (items[0] ?? "");

/**
 * The survey booking's address with this estimate's city and link, written here rather than with the shared link
 * (~/lib/survey/link) so the estimator's page loads no chunk more; the survey page reads it (~/lib/survey/prefill).
 */
function surveyHref(input: EstimateInput, link: string | undefined) {
  const city = input.kind === "local" ? input.city : input.from;
  const q = new URLSearchParams({ ...(city && { city }), ...(link && { estimate: link }) }).toString();
  return q ? `/book-survey?${q}` : "/book-survey";
}

interface ResultProps {
  input: EstimateInput;
  result: Estimate;
  /** Business WhatsApp number (digits). */
  whatsapp: string;
  /** Full URL of this estimate, added to the shared summary; unknown before hydration. */
  link?: string;
  /** The range's figure, which the running range along the bottom stands in for until it is in view. */
  rangeRef?: Ref<HTMLParagraphElement>;
}

/** The result card: always in the page and announced politely as it changes. */
export function EstimateResult({ ref, ...props }: ResultProps & { ref?: Ref<HTMLElement> }) {
  const w = useEstimatorWords().result;
  return (
    <section
      ref={ref}
      tabIndex={-1}
      aria-labelledby="estimate-title"
      aria-live="polite"
      className="rounded-xl border border-brand-200 bg-brand-50 p-5 shadow-card sm:p-8"
    >
      {/* The icon is set on the first line rather than centred, so it stays put if a paint comes between it and
          the words (first-paint.md). */}
      <h2 id="estimate-title" className="flex items-start gap-2 text-2xl font-extrabold text-brand-900">
        <Calculator aria-hidden="true" className="mt-1 size-6 shrink-0 text-accent-600" />
        {w.title}
      </h2>
      <ResultBody {...props} />
    </section>
  );
}

function ResultBody(props: ResultProps) {
  const { result } = props;
  const w = useEstimatorWords().result;
  switch (result.status) {
    case "empty":
      return <p className="mt-4 text-ink-muted">{w.empty}</p>;
    case "incomplete":
      return <p className="mt-4 text-ink-muted">{filled(w.stillToChoose, { missing: result.missing.join(", ") })}</p>;
    case "same-place":
      return (
        <p className="mt-4 text-ink-muted">
          {
            <WithParts
              text={w.samePlace}
              parts={{ choice: <strong className="text-ink">{w.samePlaceChoice}</strong> }}
            />
          }
        </p>
      );
    case "ready":
      return <Ready {...props} result={result} />;
  }
}

function Ready({
  input,
  result,
  whatsapp,
  link,
  rangeRef,
}: ResultProps & { result: Extract<Estimate, { status: "ready" }> }) {
  const w = useEstimatorWords().result;
  const strings = useStrings();
  const price = usePrice();
  const { cityForms } = useEstimatorTables();
  // The summary is what the office receives: in English, whatever the page's language.
  const { tables: priceTables, english: englishTables, englishLines } = useEstimatorTables();
  const english = { tables: englishTables, say: englishLines };
  const places = useOfferedPlaces();
  const summary = summarise(input, english, places, link);
  const fromPlace = findPlace(places, input.kind === "local" ? input.city : input.from);
  const from = fromPlace?.name;
  const to = findPlace(places, input.to)?.name;
  const tables = [...new Set(result.lines.map((l) => l.table))];
  const what =
    input.kind === "local"
      ? (priceTables["local-shifting"].columns.find((c) => c.id === input.size)?.label ?? "")
      : listed(
          w.list,
          result.lines.map((l) => l.label),
        );
  const notes = [...(result.distance?.notes ?? []), ...result.notes, ...(result.rangeNote ? [result.rangeNote] : [])];

  return (
    <div className="mt-4">
      <p className="text-sm font-semibold text-ink-muted">{w.approximateRange}</p>
      <p
        ref={rangeRef}
        className="text-3xl font-extrabold text-brand-900 tabular-nums sm:text-4xl"
        data-testid="estimate-range"
      >
        {price(result.range)}
      </p>
      <p className="mt-2 text-sm text-ink" data-testid="estimate-basis">
        {result.distance && from && to ? (
          <WithParts
            text={result.distance.band ? w.routeInBand : w.route}
            parts={{
              what,
              from,
              to,
              km: <strong>{formatKm(result.distance.km)}</strong>,
              band: result.distance.band?.label,
            }}
          />
        ) : fromPlace ? (
          filled(w.within, {
            what,
            city: fromPlace.name,
            cityIn: cityForms?.[fromPlace.slug]?.in ?? fromPlace.name,
            cityOf: cityForms?.[fromPlace.slug]?.of ?? fromPlace.name,
          })
        ) : (
          filled(w.withinOneCity, { what })
        )}
      </p>

      <ul className="mt-5 divide-y divide-line rounded-lg border border-line bg-white">
        {result.lines.map((l) => (
          <li key={l.label} className="px-4 py-3">
            <div className="flex items-baseline justify-between gap-4">
              <span className="font-semibold text-brand-900">{l.label}</span>
              <span className="text-right font-semibold whitespace-nowrap tabular-nums">{price(l.price)}</span>
            </div>
            <p className="mt-0.5 text-xs text-ink-muted">
              {tables.length > 1 && <>{l.table}: </>}
              {l.cell}
            </p>
          </li>
        ))}
        <li className="bg-surface px-4 py-3">
          <div className="flex items-baseline justify-between gap-4">
            <span className="font-extrabold text-brand-900">{w.total}</span>
            <span className="text-right font-extrabold whitespace-nowrap tabular-nums" data-testid="estimate-total">
              {price(result.total)}
            </span>
          </div>
          <p className="mt-0.5 text-xs text-ink-muted">{result.totalNote}</p>
        </li>
      </ul>
      {tables.length === 1 && (
        <p className="mt-2 text-xs text-ink-muted">{filled(w.fromTable, { table: tables[0]! })}</p>
      )}

      {notes.length > 0 && (
        <IconList items={notes} icon={Info} tone="brand" className="mt-4 space-y-2 text-sm text-ink" />
      )}

      <p className="mt-4 text-sm font-semibold text-brand-900">{w.approximate}</p>
      <p className="mt-1 text-xs text-ink-muted">
        {
          <WithParts
            text={w.extras}
            parts={{
              chargesLink: (
                <Link to="/charges" className="font-semibold text-brand-700 underline">
                  {w.chargesLink}
                </Link>
              ),
              listLink: (
                <Link to="/cost-estimator?tab=items" className="font-semibold text-brand-700 underline">
                  {w.listLink}
                </Link>
              ),
            }}
          />
        }
      </p>
      {result.distance && (
        <p className="mt-1 text-xs text-ink-muted">{filled(w.roadDistance, { factor: String(ROAD_FACTOR) })}</p>
      )}

      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <Link to={freeEstimateHref(input, english, places, link)} className="btn-primary">
          {strings.getFreeQuote}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
        <Link to={surveyHref(input, link)} className="btn-outline">
          <CalendarClock aria-hidden="true" className="size-4" />
          {strings.bookFreeSurvey}
        </Link>
        <WhatsappLink to={whatsapp} text={summary} opens={` ${w.opensWhatsapp}`}>
          {w.whatsapp}
        </WhatsappLink>
        <Link to={planHrefFromEstimate(input)} className="btn-outline">
          <CalendarClock aria-hidden="true" className="size-4" />
          {w.plan}
        </Link>
      </div>
    </div>
  );
}
