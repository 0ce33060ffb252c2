import type { Page } from "@playwright/test";

/** Records layout shifts not caused by input from the start of the page; call before `goto`. */
export async function watchShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { shifts: string[] };
    w.shifts = [];
    type Shift = { value: number; hadRecentInput: boolean; sources: { node?: Node }[] };
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as Shift[])
        if (!e.hadRecentInput)
          w.shifts.push(`${e.value.toFixed(5)} ${e.sources.map((s) => s.node?.nodeName).join(",")}`);
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/** The layout shifts seen, each as its score and the elements that moved. */
export const shifts = (page: Page) => page.evaluate(() => (window as unknown as { shifts: string[] }).shifts);
