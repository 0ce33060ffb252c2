/**
 * The estimator page does not jump while it loads: not when it hydrates, not when a link opens it on the item
 * list, not when a kept list arrives from storage. The markup behind it (the tab script, the panels) is checked in
 * tests/html/estimator-pages.test.ts; here the browser lays it out.
 */
import type { Page } from "@playwright/test";

import { ITEMS_TAB } from "../../app/lib/inventory/tab.ts";
import { settledShifts, watchShifts } from "./helpers/layout-shifts";
import { expect, test } from "./helpers/test";

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
    await watchShifts(page);
    const slowly = await paintedBeforeHydration(page);
    await slowly(() => page.goto("/cost-estimator", { waitUntil: "commit" }));
    await expect(page.getByRole("radio", { name: /^Within a city/ })).toBeEnabled();
    expect(await settledShifts(page)).toEqual([]);
  });

  test("a link to the item list opens on it without a shift, and a kept list comes back from storage without one", async ({
    page,
  }) => {
    await watchShifts(page);
    const slowly = await paintedBeforeHydration(page);
    await slowly(() => page.goto(itemsUrl, { waitUntil: "commit" }));
    await expect(page.getByRole("link", { name: "List my items" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("heading", { name: "Your list" })).toBeVisible();
    expect(await settledShifts(page)).toEqual([]);

    await page.getByRole("button", { name: "Typical 2 BHK" }).tap();
    await expect(list(page).getByRole("group").first()).toBeVisible();
    await slowly(() => page.reload({ waitUntil: "commit" }));
    await expect(list(page).getByRole("group").first()).toBeVisible();
    expect(await settledShifts(page)).toEqual([]);
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
