import type { Page } from "@playwright/test";

/** Records layout shifts not caused by input from the start of the page; call before `goto`. */
export async function watchShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { shifts: string[] };
    w.shifts = [];
    type Rect = { x: number; y: number };
    type Shift = {
      value: number;
      hadRecentInput: boolean;
      sources: { node?: Node; previousRect: Rect; currentRect: Rect }[];
    };
    // What moved and where, so a sub-pixel failure names its element: "svg.size-5 in a.flex (315,802→315,792)".
    const describe = (s: Shift["sources"][number]) => {
      const el = s.node as Element | undefined;
      const name = (e?: Element | null) =>
        e ? `${e.nodeName.toLowerCase()}.${e.getAttribute("class")?.split(" ")[0] ?? ""}` : "?";
      const at = (r: Rect) => `${Math.round(r.x)},${Math.round(r.y)}`;
      return `${name(el)} in ${name(el?.parentElement)} (${at(s.previousRect)}→${at(s.currentRect)})`;
    };
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as Shift[])
        if (!e.hadRecentInput) w.shifts.push(`${e.value.toFixed(5)} ${e.sources.map(describe).join(", ")}`);
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/** The layout shifts seen, each as its score and the elements that moved. */
export const shifts = (page: Page) => page.evaluate(() => (window as unknown as { shifts: string[] }).shifts);
