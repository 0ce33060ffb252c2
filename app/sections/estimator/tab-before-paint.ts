import { ITEMS_TAB } from "~/lib/inventory/tab";

/*
 * The page is pre-rendered without its query, so the HTML cannot know which tab a link opens.
 * This inline script runs before the first paint and, for "?tab=items", adds a style that shows the
 * item list's reserved space instead of the quick estimate and marks its tab, so hydration swaps
 * nothing on screen. The rules match only the pre-rendered markup (`data-prerendered`), so the
 * style is harmless once React owns the page. Without script the quick estimate shows, as before.
 */
const rules = [
  "[data-prerendered] [data-panel=quick]{display:none}",
  "[data-prerendered] [data-panel=items]{display:block}",
  "[data-prerendered] [data-tab=quick]{background:none;color:inherit}",
  "[data-prerendered] [data-tab=items]{background:var(--color-brand-700);color:var(--color-white)}",
].join("");

export const TAB_BEFORE_PAINT = `if(new URLSearchParams(location.search).get("tab")===${JSON.stringify(ITEMS_TAB)}){var s=document.createElement("style");s.textContent=${JSON.stringify(rules)};document.head.appendChild(s)}`;
