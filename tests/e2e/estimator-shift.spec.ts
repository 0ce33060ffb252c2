/**
 * The estimator page does not jump while it loads: not when it hydrates, not when a link opens it on the item
 * list, not when a kept list arrives from storage. The markup behind it (the tab script, the panels) is checked in
 * tests/html/estimator-pages.test.ts; here the browser lays it out.
 */
import { expect, type Page, test } from "@playwright/test";

import { ITEMS_TAB } from "../../app/lib/inventory/tab.ts";

/**
 * The most layout shift a load may show: a tenth of a "good" page's cumulative score (0.1, web.dev/cls). The page
 * scores 0 today; the margin is for sub-pixel rounding of text, which scores in the thousandths, while one 64-px
 * line arriving with the script above the form scores about 0.04 on a phone.
 */
const TOLERANCE = 0.01;

/** What the page keeps of its layout shifts: each as "score elements", its observer, and how it adds entries. */
interface Layout {
  seen: string[];
  observer: PerformanceObserver;
  add: (entries: PerformanceEntryList) => void;
}

/** Records every layout shift not caused by input, from the first byte of each document. */
async function watchLayout(page: Page) {
  await page.addInitScript(() => {
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node }[] };
    const w = window as unknown as { layout: Layout };
    const seen: string[] = [];
    const add = (entries: PerformanceEntryList) => {
      for (const e of entries as Shift[]) {
        if (e.hadRecentInput) continue;
        const nodes = e.sources.map((s) => (s.node as Element | undefined)?.outerHTML?.slice(0, 60) ?? "?");
        seen.push(`${e.value.toFixed(5)} ${nodes.join(" | ")}`);
      }
    };
    const observer = new PerformanceObserver((list) => add(list.getEntries()));
    observer.observe({ type: "layout-shift", buffered: true });
    w.layout = { seen, observer, add };
  });
}

/**
 * The shifts so far, once the page has settled: its fonts loaded and two frames drawn, so every shift of what is
 * on screen is queued; taken from the queue rather than waited for.
 */
async function shiftsOnceSettled(page: Page): Promise<{ score: number; shifts: string[] }> {
  const shifts = await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    const { layout } = window as unknown as { layout: Layout };
    layout.add(layout.observer.takeRecords());
    return layout.seen;
  });
  return { score: shifts.reduce((sum, s) => sum + Number(s.split(" ")[0]), 0), shifts };
}

/**
 * Loads a page as a slow phone does: the pre-rendered HTML is painted first, and only then do the page's modules
 * arrive and hydrate it, so whatever hydration moves is a shift the visitor sees. The modules are held until the
 * browser reports its first contentful paint, not for a set time.
 */
async function paintedBeforeHydration(page: Page) {
  let gate = Promise.resolve();
  await page.route("**/assets/*.js", async (route) => {
    await gate;
    await route.continue();
  });
  return async (load: () => Promise<unknown>) => {
    let release!: () => void;
    gate = new Promise((r) => (release = r));
    await load();
    await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0);
    release();
  };
}

const itemsUrl = `/cost-estimator?tab=${ITEMS_TAB}`;
const list = (page: Page) => page.getByRole("region", { name: "Your list" });

test.describe("cost estimator layout", () => {
  test("the quick estimate does not shift while the page loads and hydrates", async ({ page }) => {
    await watchLayout(page);
    const slowly = await paintedBeforeHydration(page);
    await slowly(() => page.goto("/cost-estimator", { waitUntil: "commit" }));
    await expect(page.getByRole("radio", { name: /^Within a city/ })).toBeEnabled();
    const { score, shifts } = await shiftsOnceSettled(page);
    expect(score, shifts.join("\n")).toBeLessThan(TOLERANCE);
  });

  test("a link to the item list opens on it without a shift, and a kept list comes back from storage without one", async ({
    page,
  }) => {
    await watchLayout(page);
    const slowly = await paintedBeforeHydration(page);
    await slowly(() => page.goto(itemsUrl, { waitUntil: "commit" }));
    await expect(page.getByRole("link", { name: "List my items" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("heading", { name: "Your list" })).toBeVisible();
    const opened = await shiftsOnceSettled(page);
    expect(opened.score, opened.shifts.join("\n")).toBeLessThan(TOLERANCE);

    await page.getByRole("button", { name: "Typical 2 BHK" }).tap();
    await expect(list(page).getByRole("group").first()).toBeVisible();
    await slowly(() => page.reload({ waitUntil: "commit" }));
    await expect(list(page).getByRole("group").first()).toBeVisible();
    const kept = await shiftsOnceSettled(page);
    expect(kept.score, kept.shifts.join("\n")).toBeLessThan(TOLERANCE);
  });

  test("before the page's modules run, a link to the item list already shows that tab", async ({ page }) => {
    // The modules never arrive: what the visitor sees until hydration, inline script only.
    await page.route("**/assets/*.js", (route) => route.abort());
    await page.goto(itemsUrl);
    await expect(page.getByText("Loading the list of items…")).toBeVisible();
    await expect(page.getByRole("radio", { name: /^Within a city/ })).toBeHidden();
    const current = page.getByRole("link", { name: "List my items" });
    const other = page.getByRole("link", { name: "Quick estimate" });
    const background = (l: typeof current) => l.evaluate((e) => getComputedStyle(e).backgroundColor);
    expect(await background(current)).not.toBe(await background(other));
  });
});
