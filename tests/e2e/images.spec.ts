/**
 * What the browser does with the pictures. That every slot's files exist, every image is sized and described, and
 * that the first screen's picture loads first and the rest lazily is checked on every page in tests/html.
 */
import type { Page } from "@playwright/test";

import { expect, test } from "./helpers/test";

// Which pictures a page fetches is the rule: a cold cache, as a first visit has.
test.use({ ownContext: true });

/** How many of a slot's files the page has requested. */
const slotRequests = (page: Page, slot: string) =>
  page.evaluate(
    (file) => performance.getEntriesByType("resource").filter((e) => e.name.includes(`/img/${file}-`)).length,
    slot,
  );

// The phone project's screen is a phone's: the browser's look-ahead fetches pictures by media queries read against it.
test("a phone shows the home hero from the page itself; a hero hidden on phones costs them no request; a laptop fetches AVIF", async ({
  page,
}) => {
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  const homeHero = page.locator("picture img").first();
  await expect(homeHero).toHaveJSProperty("complete", true);
  expect(await homeHero.evaluate((i: HTMLImageElement) => i.currentSrc)).toMatch(/^data:image\/avif;base64,/);
  expect(await homeHero.evaluate((i: HTMLImageElement) => i.naturalWidth)).toBeGreaterThan(0);
  expect(await slotRequests(page, "home-hero")).toBe(0);
  await page.setViewportSize({ width: 1366, height: 900 });
  await expect
    .poll(() => homeHero.evaluate((i: HTMLImageElement) => i.currentSrc))
    .toMatch(/\/img\/home-hero-\d+\.avif$/);
  await expect(homeHero).toHaveJSProperty("complete", true);
  await page.setViewportSize({ width: 390, height: 844 });

  await page.goto("/about");
  await page.waitForLoadState("networkidle");
  const first = page.locator("main section").first();
  const hero = first.locator("picture img");
  await expect(hero).toHaveCount(1);
  // The slot's files, e.g. /img/about-team-800.avif: its name comes from the picture's first AVIF file.
  const slotFile = await first
    .locator('picture source[type="image/avif"]')
    .evaluate((s: HTMLSourceElement) => s.srcset.match(/\/img\/([^/\s]+?)-\d+\.avif/)![1]!);
  expect(slotFile).toMatch(/^[a-z-]+$/);
  const heroRequests = () => slotRequests(page, slotFile);
  await expect(hero).toBeHidden();
  expect(await heroRequests()).toBe(0);

  await page.setViewportSize({ width: 1366, height: 900 });
  await expect(hero).toBeVisible();
  await expect.poll(() => hero.evaluate((i: HTMLImageElement) => i.currentSrc)).toMatch(/\/img\/.+\.avif$/);
  await expect(hero).toHaveJSProperty("complete", true);
  expect(await heroRequests()).toBeGreaterThan(0);
});
