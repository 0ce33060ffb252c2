import type { Page } from "@playwright/test";

/**
 * The one tolerance of the layout-shift checks, in CSS pixels. Text settling on another pixel row or a box
 * rounding to a neighbouring device pixel reports a shift with a tiny score (0.0002 has been seen) that no visitor
 * sees; anything that moves a whole pixel or more fails, however small its score, so a 10-px jump of one icon is
 * still caught.
 */
const SUBPIXEL = 1;

interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Records layout shifts not caused by input from the first byte of each document; call before `goto`. */
export async function watchShifts(page: Page) {
  await page.addInitScript((subpixel) => {
    type Source = { node?: Node; previousRect: Rect; currentRect: Rect };
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: Source[] };
    const moved = ({ previousRect: a, currentRect: b }: Source) =>
      [a.x - b.x, a.y - b.y, a.width - b.width, a.height - b.height].some((d) => Math.abs(d) >= subpixel);
    // What moved and where, so a failure names its element: "svg.size-5 in a.flex (315,802→315,792)".
    const name = (e?: Element | null) =>
      e ? `${e.nodeName.toLowerCase()}.${e.getAttribute("class")?.split(" ")[0] ?? ""}` : "?";
    const at = (r: Rect) => `${Math.round(r.x)},${Math.round(r.y)}`;
    const describe = (s: Source) => {
      const el = s.node as Element | undefined;
      return `${name(el)} in ${name(el?.parentElement)} (${at(s.previousRect)}→${at(s.currentRect)})`;
    };
    const seen: string[] = [];
    const add = (entries: PerformanceEntryList) => {
      for (const e of entries as Shift[]) {
        const sources = e.sources.filter(moved);
        if (!e.hadRecentInput && sources.length > 0)
          seen.push(`${e.value.toFixed(5)} ${sources.map(describe).join(", ")}`);
      }
    };
    const observer = new PerformanceObserver((list) => add(list.getEntries()));
    observer.observe({ type: "layout-shift", buffered: true });
    (window as unknown as { layoutShifts: () => string[] }).layoutShifts = () => {
      add(observer.takeRecords());
      return seen;
    };
  }, SUBPIXEL);
}

/**
 * The shifts of a pixel or more so far, each as its score and the elements that moved, once the page has settled:
 * its fonts loaded and two frames drawn, so every shift of what is on screen is queued (and read from the queue
 * rather than waited for).
 */
export const settledShifts = (page: Page) =>
  page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    return (window as unknown as { layoutShifts: () => string[] }).layoutShifts();
  });
