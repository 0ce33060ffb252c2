import type { ReactNode } from "react";

import type { Step } from "~/content/process";

import { phoneRow } from "./phone-row";

type Part = "list" | "item" | "body" | "badge" | "heading" | "text";

interface NumberedStepsProps<S extends Step> {
  steps: readonly S[];
  /** stacked: the number above the heading; beside: the number left of the heading and text. */
  layout?: "stacked" | "beside";
  /** Columns on wide screens. */
  columns?: 1 | 2 | 3 | 4;
  /** Screen readers hear "{label} 2: …" before each heading; the visible numbers are hidden from them. */
  label?: string;
  /** Shown instead of the round number badge, such as an icon with the number beside it. */
  marker?: (n: number, step: S) => ReactNode;
  /** More of a step under its text, such as what the visitor has in hand after it. */
  footer?: (step: S) => ReactNode;
  /** Names the list when it is one sideways row on phones (see phoneRow); its `list` class then grids from `sm`. */
  row?: string;
  /** The row goes on up to tablets (phoneRow's `tablets`); the `list` class then grids from `lg`. */
  rowOnTablets?: boolean;
  /** Replaces the default classes of a part, so that each page keeps its own look. */
  classes?: Partial<Record<Part, string>>;
}

// Literal class names, so that Tailwind finds them.
const GRID = {
  1: "grid gap-6",
  2: "grid gap-6 md:grid-cols-2",
  3: "grid gap-6 sm:grid-cols-2 lg:grid-cols-3",
  4: "grid gap-6 sm:grid-cols-2 lg:grid-cols-4",
} as const;

const CARD = "rounded-xl border border-line bg-white p-card shadow-card sm:p-card-lg";

/** An ordered list of steps, each a number (or another marker), a heading and a line of text. */
export function NumberedSteps<S extends Step>({
  steps,
  layout = "stacked",
  columns = 4,
  label,
  marker,
  footer,
  row,
  rowOnTablets = false,
  classes = {},
}: NumberedStepsProps<S>) {
  const stacked = layout === "stacked";
  const cls: Record<Part, string | undefined> = {
    list: `stack-t ${GRID[columns]}`,
    item: stacked ? `relative ${CARD}` : `flex gap-4 ${CARD}`,
    body: undefined,
    badge:
      "relative flex size-10 shrink-0 items-center justify-center rounded-full bg-accent-600 text-lg font-extrabold text-white",
    heading: stacked ? "mt-4 text-lg font-bold text-brand-900" : "text-lg font-bold text-brand-900",
    text: "mt-2 leading-relaxed text-ink-muted",
    ...classes,
  };

  return (
    <ol {...(row ? phoneRow(row, cls.list, { tablets: rowOnTablets }) : { className: cls.list })}>
      {steps.map((step, i) => {
        const n = i + 1;
        const head = marker ? (
          marker(n, step)
        ) : (
          <span className={cls.badge} aria-hidden="true">
            {n}
          </span>
        );
        const body = (
          <>
            <h3 className={cls.heading}>
              {label && <span className="sr-only">{`${label} ${n}: `}</span>}
              {step.title}
            </h3>
            <p className={cls.text}>{step.text}</p>
            {footer?.(step)}
          </>
        );
        return (
          <li key={step.title} className={cls.item}>
            {head}
            {stacked ? body : <div className={cls.body}>{body}</div>}
          </li>
        );
      })}
    </ol>
  );
}
