import type { Ref } from "react";

import { WhatsappIcon } from "~/components/brand-icons";
import { IconList } from "~/components/icon-list";
import { ArrowRight, Calculator, Info } from "~/components/icons";
import { Link } from "~/components/link";
import { whatsappHref } from "~/config/site";
import { findPlace, ROAD_FACTOR } from "~/content/distances";
import { type Estimate, type EstimateInput, formatKm, freeEstimateHref, rupees, summarise } from "~/lib/estimate";

const APPROXIMATE_NOTE = "All prices are approximate and confirmed after the free survey.";

interface ResultProps {
  input: EstimateInput;
  result: Estimate;
  /** Business WhatsApp number (digits). */
  whatsapp: string;
  /** Full URL of this estimate, added to the shared summary; unknown before hydration. */
  link?: string;
}

/** The result card: always in the page and announced politely as it changes. */
export function EstimateResult({ input, result, whatsapp, link, ref }: ResultProps & { ref?: Ref<HTMLElement> }) {
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
        Your estimate
      </h2>
      <ResultBody input={input} result={result} whatsapp={whatsapp} link={link} />
    </section>
  );
}

function ResultBody({ input, result, whatsapp, link }: ResultProps) {
  switch (result.status) {
    case "empty":
      return (
        <p className="mt-4 text-ink-muted">
          Choose the kind of move to begin; your price range appears here as you go.
        </p>
      );
    case "incomplete":
      return <p className="mt-4 text-ink-muted">Still to choose: {result.missing.join(", ")}.</p>;
    case "same-place":
      return (
        <p className="mt-4 text-ink-muted">
          You picked the same city twice. For a move inside one city, choose{" "}
          <strong className="text-ink">Within a city</strong>.
        </p>
      );
    case "ready":
      return <Ready input={input} result={result} whatsapp={whatsapp} link={link} />;
  }
}

function Ready({ input, result, whatsapp, link }: ResultProps & { result: Extract<Estimate, { status: "ready" }> }) {
  const summary = summarise(input, result, link);
  const from = findPlace(input.kind === "local" ? input.city : input.from)?.name;
  const to = findPlace(input.to)?.name;
  const tables = [...new Set(result.lines.map((l) => l.table))];
  const notes = [...(result.distance?.notes ?? []), ...result.notes];

  return (
    <div className="mt-4">
      <p className="text-sm font-semibold text-ink-muted">Approximate total</p>
      <p className="text-3xl font-extrabold text-brand-900 tabular-nums sm:text-4xl" data-testid="estimate-total">
        {rupees(result.total)}
      </p>
      {result.distance && from && to ? (
        <p className="mt-2 text-sm text-ink">
          {from} to {to}: about <strong>{formatKm(result.distance.km)}</strong> by road (approximate)
          {result.distance.band && <>, in the {result.distance.band.label} band</>}.
        </p>
      ) : (
        from && <p className="mt-2 text-sm text-ink">Within {from}.</p>
      )}

      <ul className="mt-5 divide-y divide-line rounded-lg border border-line bg-white">
        {result.lines.map((l) => (
          <li key={l.label} className="px-4 py-3">
            <div className="flex items-baseline justify-between gap-4">
              <span className="font-semibold text-brand-900">{l.label}</span>
              <span className="text-right font-semibold whitespace-nowrap tabular-nums">{rupees(l.price)}</span>
            </div>
            <p className="mt-0.5 text-xs text-ink-muted">
              {tables.length > 1 && <>{l.table}: </>}
              {l.cell}
            </p>
          </li>
        ))}
        <li className="bg-surface px-4 py-3">
          <div className="flex items-baseline justify-between gap-4">
            <span className="font-extrabold text-brand-900">Total</span>
            <span className="text-right font-extrabold whitespace-nowrap tabular-nums">{rupees(result.total)}</span>
          </div>
          <p className="mt-0.5 text-xs text-ink-muted">{result.totalNote}</p>
        </li>
      </ul>
      {tables.length === 1 && <p className="mt-2 text-xs text-ink-muted">From the table “{tables[0]}”.</p>}

      {notes.length > 0 && (
        <IconList items={notes} icon={Info} tone="brand" className="mt-4 space-y-2 text-sm text-ink" />
      )}

      <p className="mt-4 text-sm font-semibold text-brand-900">{APPROXIMATE_NOTE}</p>
      <p className="mt-1 text-xs text-ink-muted">
        Stairs, long carry, dismantling and other extras are charged only as published on{" "}
        <Link to="/charges" className="font-semibold text-brand-700 underline">
          our extra charges page
        </Link>
        .{" "}
        <Link to="/cost-estimator?tab=items" className="font-semibold text-brand-700 underline">
          List your items
        </Link>{" "}
        to see which apply to you.
      </p>
      {result.distance && (
        <p className="mt-1 text-xs text-ink-muted">
          Road distance: straight line between our offices × {ROAD_FACTOR}, rounded to 10 km.
        </p>
      )}

      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <Link to={freeEstimateHref(input, result, link)} className="btn-primary">
          Get a free estimate with these details
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
        <a
          href={whatsappHref(whatsapp, summary)}
          target="_blank"
          rel="noopener noreferrer"
          className="btn bg-success text-white hover:brightness-90"
        >
          <WhatsappIcon className="size-4" />
          Share on WhatsApp<span className="sr-only"> (opens WhatsApp)</span>
        </a>
      </div>
    </div>
  );
}
