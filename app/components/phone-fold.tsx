import type { ReactNode } from "react";

import { ChevronDown } from "./icons";

/**
 * Content a phone folds behind a one-line summary (the `fold-on-phones` utility); wider screens
 * always show it and hide the summary. A native <details>, so it opens before hydration and by keyboard.
 */
export function PhoneFold({
  summary,
  children,
  className = "",
}: {
  summary: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <details className={`group fold-on-phones ${className}`}>
      <summary className="inline-flex cursor-pointer list-none items-center gap-1 py-1 font-semibold text-brand-700 underline underline-offset-4 [&::-webkit-details-marker]:hidden">
        {summary}
        <ChevronDown aria-hidden="true" className="size-4 transition-transform group-open:rotate-180" />
      </summary>
      {children}
    </details>
  );
}
