import { expect, type Page, test } from "@playwright/test";

import { ITEMS_TAB } from "../../app/lib/inventory/tab.ts";

/**
 * Cumulative layout shift of the page so far: the sum of the buffered layout-shift entries not caused
 * by input. A layout measure, not a timing: it holds on a slow or loaded machine.
 */
async function layoutShift(page: Page): Promise<number> {
  // Two frames for anything still settling, then the buffered entries.
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let sum = 0;
        const observer = new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) sum += entry.value;
          }
        });
        observer.observe({ type: "layout-shift", buffered: true });
        requestAnimationFrame(() =>
          requestAnimationFrame(() =>
            setTimeout(() => {
              observer.disconnect();
              resolve(sum);
            }, 200),
          ),
        );
      }),
  );
}

const itemsUrl = `/cost-estimator?tab=${ITEMS_TAB}`;
const listReady = (page: Page) => expect(page.getByRole("heading", { name: "Your list" })).toBeVisible();

test.describe("cost estimator layout", () => {
  test("the quick estimate does not shift while the page loads and hydrates", async ({ page }) => {
    await page.goto("/cost-estimator");
    await expect(page.getByRole("radio", { name: /^Within a city/ })).toBeEnabled();
    await page.waitForLoadState("networkidle");
    expect(await layoutShift(page)).toBeLessThan(0.01);
  });

  test("a link to “List my items” opens on that tab without a shift", async ({ page }) => {
    await page.goto(itemsUrl);
    await expect(page.getByRole("link", { name: "List my items" })).toHaveAttribute("aria-current", "page");
    await listReady(page);
    await page.waitForLoadState("networkidle");
    expect(await layoutShift(page)).toBeLessThan(0.01);
  });

  test("a kept list arrives from storage without a shift", async ({ page }) => {
    await page.goto(itemsUrl);
    await page.getByRole("button", { name: "Typical 2 BHK" }).click();
    await expect(page.getByRole("region", { name: "Your list" }).getByRole("group").first()).toBeVisible();
    await page.reload();
    await expect(page.getByRole("region", { name: "Your list" }).getByRole("group").first()).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(await layoutShift(page)).toBeLessThan(0.01);
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

  test("without JavaScript a link to the item list shows the quick estimate, as before", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(itemsUrl);
    await expect(page.getByRole("radio", { name: /^Within a city/ })).toBeVisible();
    await expect(page.getByText("Loading the list of items…")).toBeHidden();
    await context.close();
  });
});
