import { expect, type Page, test } from "@playwright/test";

import { loadSiteConfig } from "../../app/config/load.ts";

const site = loadSiteConfig(process.env);

/** Holds the page's entry module until `release` is called, so the page stays un-hydrated meanwhile. */
async function holdHydration(page: Page) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/entry\.client-[\w-]+\.js$/, async (route) => {
    await gate;
    await route.continue();
  });
  return () => release();
}

const hydrated = (page: Page) => page.evaluate(() => "__reactRouterDataRouter" in window);

test.describe("a tap before the page has hydrated is not lost", () => {
  test("'Get Free Quote' opens the pop-up once the script has run, and Escape gives focus back", async ({ page }) => {
    const release = await holdHydration(page);
    await page.goto("/home-shifting", { waitUntil: "domcontentloaded" });
    const opener = page.getByRole("button", { name: "Get Free Quote" }).first();
    await opener.click();
    expect(await hydrated(page)).toBe(false);
    const dialog = page.getByRole("dialog", { name: site.brand });
    await expect(dialog).toBeHidden();

    release();
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test("'Call Me Back' on the contact page opens its form once", async ({ page }) => {
    const release = await holdHydration(page);
    await page.goto("/contact", { waitUntil: "domcontentloaded" });
    const button = page.getByRole("button", { name: "Call Me Back" });
    await button.click();
    await button.click();
    expect(await hydrated(page)).toBe(false);

    release();
    await expect(page.getByRole("dialog")).toHaveCount(1);
    await expect(page.getByRole("dialog")).toBeVisible();
  });
});
