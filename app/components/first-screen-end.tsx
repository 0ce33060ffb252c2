/** The id the document's head waits for (root.tsx): see FirstScreenEnd. */
export const FIRST_SCREEN_END_ID = "first-screen-end";

/**
 * Marks where a page's first screen ends, as the last thing in its hero. The head holds the first paint until
 * this mark has been parsed (`<link rel="expect" blocking="render">`), so a slow phone or a busy parser never
 * paints a half-parsed header or hero whose parts then move as the rest arrives. Chromium lifts the hold when
 * the target is inserted, not when its subtree is complete, hence an empty mark after the content rather than
 * an id on the hero itself. A page without the mark waits for the whole document instead.
 */
export function FirstScreenEnd() {
  return <span id={FIRST_SCREEN_END_ID} hidden />;
}
