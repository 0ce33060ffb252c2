/**
 * Props for a list that is one sideways-scrolled row on phones (the `phone-row` utility in app.css), or on phones
 * and tablets (`tablet-row`, whose list grids from `lg`). A row that scrolls must be reachable and scrollable by
 * keyboard, so it takes a tab stop and a name; the list keeps its own role, so a screen reader still hears
 * "list, 4 items".
 */
export function phoneRow(label: string, className = "", { tablets = false } = {}) {
  return {
    tabIndex: 0,
    "aria-label": label,
    className: [tablets ? "tablet-row" : "phone-row", className].filter(Boolean).join(" "),
  } as const;
}
