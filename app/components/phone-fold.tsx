import type { ReactNode } from "react";

import { ChevronDown } from "./icons";

// Literal class names, so that Tailwind finds them.
const FOLD = { sm: "sm:unfolded", lg: "lg:unfolded" } as const;

/**
 * Content a phone folds behind a one-line summary, or with `until="lg"` a tablet too; wider screens always show it
 * and hide the summary (the `unfolded` utility from that width up). A native <details>, so it opens before
 * hydration and by keyboard.
 */
export function PhoneFold({
  summary,
  children,
  until = "sm",
  className = "",
}: {
  summary: ReactNode;
  children: ReactNode;
  /** The width from which the content always shows. */
  until?: keyof typeof FOLD;
  className?: string;
}) {
  return (
    <details className={`group ${FOLD[until]} ${className}`}>
      <summary className="inline-flex cursor-pointer list-none items-center gap-1 py-1 font-semibold text-brand-700 underline underline-offset-4 [&::-webkit-details-marker]:hidden">
        {summary}
        <ChevronDown aria-hidden="true" className="size-4 transition-transform group-open:rotate-180" />
      </summary>
      {children}
    </details>
  );
}
