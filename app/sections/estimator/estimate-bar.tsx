import { type RefObject, useEffect, useState } from "react";

import { ChevronDown } from "~/components/icons";

import { useEstimatorWords } from "./estimator-tables";

/**
 * Below lg, where the result sits under a long form: the running range along the bottom of the screen (utility
 * `estimate-bar`, app.css) while the result's range is still below, so the visitor sees it change as they edit. Fixed, so it
 * moves nothing when it appears; while it shows, the page's scroll padding grows by its height, so a focused field is
 * never under it. Rendered only with a result.
 */
export function EstimateBar({
  range,
  figure,
  onDetails,
}: {
  /** The range as the result shows it. */
  range: string;
  /** The result card's range figure, which the bar stands in for until it is in view. */
  figure: RefObject<HTMLElement | null>;
  /** Takes the visitor to the result. */
  onDetails: () => void;
}) {
  const w = useEstimatorWords().result;
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const el = figure.current;
    // Without the observer the bar never shows: the result is still under the form.
    if (!el || typeof IntersectionObserver === "undefined") return;
    // The figure counts as in view once it is a fifth of a screen up: just entering the screen, it is still behind
    // the bars along the bottom.
    const observer = new IntersectionObserver(
      ([entry]) => setOpen(!entry!.isIntersecting && entry!.boundingClientRect.top > 0),
      { rootMargin: "0px 0px -20% 0px" },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [figure, range]);
  return (
    <div data-estimate-bar="" data-open={open ? "" : undefined} data-testid="estimate-bar" className="estimate-bar">
      <div className="container-page flex h-estimate-bar items-center justify-between gap-3">
        <p className="min-w-0 leading-tight">
          <span className="block text-xs font-semibold text-ink-muted">{w.approximateRange}</span>
          <strong className="text-lg font-extrabold text-brand-900 tabular-nums">{range}</strong>
        </p>
        <button type="button" onClick={onDetails} className="btn-outline shrink-0 btn-sm">
          {w.details}
          <ChevronDown aria-hidden="true" className="size-4" />
        </button>
      </div>
    </div>
  );
}
