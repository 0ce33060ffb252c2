import { useRef } from "react";

import { useEstimateQuery } from "~/hooks/use-estimate-query";
import { useHydrated } from "~/hooks/use-hydrated";
import { useOfferedPlaces } from "~/hooks/use-places";
import { useLocalize } from "~/i18n/strings";
import { todayIso } from "~/lib/dates";
import { estimate, toQuery } from "~/lib/estimate";

import { EstimateBar } from "./estimate-bar";
import { EstimateResult } from "./estimate-result";
import { EstimatorForm } from "./estimator-form";
import { useEstimatorTables, useEstimatorWords, usePrice } from "./estimator-tables";

/** Form and result side by side on wide screens, the result under the form on phones. */
export function Estimator({ whatsapp }: { whatsapp: string }) {
  const hydrated = useHydrated();
  const { tables } = useEstimatorTables();
  const places = useOfferedPlaces();
  const [input, setInput] = useEstimateQuery(tables, places);
  const resultRef = useRef<HTMLElement>(null);
  const rangeRef = useRef<HTMLParagraphElement>(null);
  const w = useEstimatorWords();
  const localize = useLocalize();
  const result = estimate(input, tables, places, w.lines);
  const query = toQuery(input);
  // This estimate's address, in the page's language.
  const link = hydrated
    ? `${window.location.origin}${localize("/cost-estimator")}${query ? `?${query}` : ""}`
    : undefined;
  const today = hydrated ? todayIso() : undefined;
  const price = usePrice();
  const range = result.status === "ready" ? price(result.range) : undefined;
  const showResult = () => resultRef.current?.focus();

  return (
    <div className="container-page section-y">
      <noscript>
        <p className="mb-6 rounded-xl border border-accent-400 bg-accent-50 p-4 text-sm text-ink">{w.noScript}</p>
      </noscript>
      <div className="grid items-start gap-8 lg:grid-cols-5">
        <div className="lg:col-span-3">
          <EstimatorForm input={input} onChange={setInput} onShow={showResult} disabled={!hydrated} today={today} />
        </div>
        <div className="lg:sticky lg:top-28 lg:col-span-2">
          <EstimateResult
            ref={resultRef}
            rangeRef={rangeRef}
            input={input}
            result={result}
            whatsapp={whatsapp}
            link={link}
          />
        </div>
      </div>
      {range && <EstimateBar range={range} figure={rangeRef} onDetails={showResult} />}
    </div>
  );
}
