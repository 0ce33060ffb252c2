import type { Ref } from "react";

import { IconList } from "~/components/icon-list";
import { ArrowRight, Calculator, CalendarClock, Info } from "~/components/icons";
import { Link } from "~/components/link";
import { WhatsappLink } from "~/components/whatsapp-link";
import { findPlace, ROAD_FACTOR } from "~/content/distances";
import { words } from "~/content/translation";
import { useOfferedPlaces } from "~/hooks/use-places";
import { useTranslated } from "~/i18n/translations";
import { type Estimate, type EstimateInput, formatKm, freeEstimateHref, summarise } from "~/lib/estimate";
import { planHrefFromEstimate } from "~/lib/moving-plan/link";

import { useEstimatorTables } from "./estimator-tables";
import { estimatorTextWords } from "./estimator-text";

/** The result card's words; the figures' own texts (lines, cells, notes) are the estimate's (./estimator-text.ts). */
export const estimateResultWords = words("estimateResultWords", {
  title: "Your estimate",
  empty: "Choose the kind of move to begin; your price range appears here as you go.",
  stillToChoose: "Still to choose: ",
  /** The end of a sentence. */
  stop: ".",
  samePlace: "You picked the same city twice. For a move inside one city, choose",
  samePlaceChoice: "Within a city",
  samePlaceEnd: ".",
  approximateRange: "Approximate range",
  /** The running range's button to this card (./estimate-bar.tsx). */
  details: "See details",
  /** What the range is for, then where: "Based on 2 BHK household goods, Kolkata to Delhi: about 1,570 km …". */
  basis: (what: string) => ["Based on ", what, ", "],
  /** What the range adds up: "2 BHK household goods, Sedan car and Sports bike". */
  list: (items: string[]) => new Intl.ListFormat("en-IN").format(items),
  /** Where a move within a city goes when no city is chosen ("within one city"). */
  oneCity: "one city",
  /** "Kolkata to Delhi: about", then the distance. */
  route: (from: string, to: string) => [from, " to ", to, ": about "],
  byRoad: " by road (approximate)",
  band: (band: string) => [", in the ", band, " band"],
  within: (city: string) => ["within ", city, "."],
  total: "Total",
  fromTable: (table: string) => ["From the table “", table, "”."],
  approximate: "All prices are approximate and confirmed after the free survey.",
  extras: "Stairs, long carry, dismantling and other extras are charged only as published on",
  extrasLink: "our extra charges page",
  extrasEnd: ".",
  listLink: "List your items",
  listEnd: "to see which apply to you.",
  roadDistance: (factor: number) => [
    "Road distance: straight line between our offices × ",
    factor,
    ", rounded to 10 km.",
  ],
  request: "Get a free estimate with these details",
  bookSurvey: "Book a free survey",
  whatsapp: "Share on WhatsApp",
  opensWhatsapp: " (opens WhatsApp)",
  /** To the dated checklist for this move (/moving-plan), carrying what the estimate knows. */
  plan: "Plan your move, week by week",
});

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
  const w = useTranslated(estimateResultWords);
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
  const w = useTranslated(estimateResultWords);
  switch (result.status) {
    case "empty":
      return <p className="mt-4 text-ink-muted">{w.empty}</p>;
    case "incomplete":
      return (
        <p className="mt-4 text-ink-muted">
          {w.stillToChoose}
          {result.missing.join(", ")}
          {w.stop}
        </p>
      );
    case "same-place":
      return (
        <p className="mt-4 text-ink-muted">
          {w.samePlace} <strong className="text-ink">{w.samePlaceChoice}</strong>
          {w.samePlaceEnd}
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
  const w = useTranslated(estimateResultWords);
  const t = useTranslated(estimatorTextWords);
  // The summary is what the office receives: in English, whatever the page's language.
  const { tables: priceTables, english } = useEstimatorTables();
  const places = useOfferedPlaces();
  const summary = summarise(input, english, places, link);
  const from = findPlace(places, input.kind === "local" ? input.city : input.from)?.name;
  const to = findPlace(places, input.to)?.name;
  const tables = [...new Set(result.lines.map((l) => l.table))];
  const what =
    input.kind === "local"
      ? (priceTables["local-shifting"].columns.find((c) => c.id === input.size)?.label ?? "")
      : w.list(result.lines.map((l) => l.label));
  const notes = [...(result.distance?.notes ?? []), ...result.notes, ...(result.rangeNote ? [result.rangeNote] : [])];

  return (
    <div className="mt-4">
      <p className="text-sm font-semibold text-ink-muted">{w.approximateRange}</p>
      <p
        ref={rangeRef}
        className="text-3xl font-extrabold text-brand-900 tabular-nums sm:text-4xl"
        data-testid="estimate-range"
      >
        {t.price(result.range)}
      </p>
      <p className="mt-2 text-sm text-ink" data-testid="estimate-basis">
        {w.basis(what)}
        {result.distance && from && to ? (
          <>
            {w.route(from, to)}
            <strong>{formatKm(result.distance.km)}</strong>
            {w.byRoad}
            {result.distance.band && w.band(result.distance.band.label)}
            {w.stop}
          </>
        ) : (
          w.within(from ?? w.oneCity)
        )}
      </p>

      <ul className="mt-5 divide-y divide-line rounded-lg border border-line bg-white">
        {result.lines.map((l) => (
          <li key={l.label} className="px-4 py-3">
            <div className="flex items-baseline justify-between gap-4">
              <span className="font-semibold text-brand-900">{l.label}</span>
              <span className="text-right font-semibold whitespace-nowrap tabular-nums">{t.price(l.price)}</span>
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
              {t.price(result.total)}
            </span>
          </div>
          <p className="mt-0.5 text-xs text-ink-muted">{result.totalNote}</p>
        </li>
      </ul>
      {tables.length === 1 && <p className="mt-2 text-xs text-ink-muted">{w.fromTable(tables[0]!)}</p>}

      {notes.length > 0 && (
        <IconList items={notes} icon={Info} tone="brand" className="mt-4 space-y-2 text-sm text-ink" />
      )}

      <p className="mt-4 text-sm font-semibold text-brand-900">{w.approximate}</p>
      <p className="mt-1 text-xs text-ink-muted">
        {w.extras}{" "}
        <Link to="/charges" className="font-semibold text-brand-700 underline">
          {w.extrasLink}
        </Link>
        {w.extrasEnd}{" "}
        <Link to="/cost-estimator?tab=items" className="font-semibold text-brand-700 underline">
          {w.listLink}
        </Link>{" "}
        {w.listEnd}
      </p>
      {result.distance && <p className="mt-1 text-xs text-ink-muted">{w.roadDistance(ROAD_FACTOR)}</p>}

      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <Link to={freeEstimateHref(input, english, places, link)} className="btn-primary">
          {w.request}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
        <Link to={surveyHref(input, link)} className="btn-outline">
          <CalendarClock aria-hidden="true" className="size-4" />
          {w.bookSurvey}
        </Link>
        <WhatsappLink to={whatsapp} text={summary} opens={w.opensWhatsapp}>
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
