/**
 * Props for a list that is one sideways-scrolled row on phones (the `phone-row` utility in app.css). A row that
 * scrolls must be reachable and scrollable by keyboard, so it takes a tab stop and a name; the list keeps its
 * own role, so a screen reader still hears "list, 4 items".
 */
export function phoneRow(label: string, className = "") {
  return {
    tabIndex: 0,
    "aria-label": label,
    className: ["phone-row", className].filter(Boolean).join(" "),
  } as const;
}
