// Literal class names, so that Tailwind finds them.
const ROW = { phones: "max-sm:scroll-row", tablets: "max-lg:scroll-row sm:scroll-row-tablet" } as const;

/**
 * Props for a list that is one sideways-scrolled row on phones (the `scroll-row` utility in app.css), or on phones
 * and tablets (whose list grids from `lg`). A row that scrolls must be reachable and scrollable by
 * keyboard, so it takes a tab stop and a name; the list keeps its own role, so a screen reader still hears
 * "list, 4 items".
 */
export function phoneRow(label: string, className = "", { tablets = false } = {}) {
  return {
    tabIndex: 0,
    "aria-label": label,
    className: [tablets ? ROW.tablets : ROW.phones, className].filter(Boolean).join(" "),
  } as const;
}
