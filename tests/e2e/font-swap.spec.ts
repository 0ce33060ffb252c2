import { expect, type Page, test } from "@playwright/test";

/**
 * Issue 16: phones and tablets paint first with a system font scaled to Inter's metrics (app.css "Inter
 * Fallback") and swap to Inter when it arrives; wide screens preload Inter (root.tsx). Either way the page must
 * not move when the font arrives.
 */
const PAGES = ["/", "/home-shifting", "/contact", "/network/patna", "/cost-estimator"];

/** Sum of the layout shifts since the page started, after the late font has arrived. */
async function shiftAfterFont(page: Page, path: string) {
  await page.addInitScript(() => {
    const w = window as unknown as { shifts: number };
    w.shifts = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
        if (!e.hadRecentInput) w.shifts += e.value;
    }).observe({ type: "layout-shift", buffered: true });
  });
  await page.goto(path);
  await expect.poll(() => page.evaluate(() => document.fonts.check('16px "Inter Variable"'))).toBe(true);
  // Two frames for the swap to be laid out and reported.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  return page.evaluate(() => (window as unknown as { shifts: number }).shifts);
}

test.describe("the font arriving late moves nothing", () => {
  for (const path of PAGES) {
    test(`${path}`, async ({ page, isMobile }) => {
      await page.emulateMedia({ reducedMotion: "reduce" });
      if (!isMobile) await page.setViewportSize({ width: 768, height: 900 });
      // A slow connection: the font comes a second after the page.
      await page.route(/\.woff2$/, async (route) => {
        await new Promise((r) => setTimeout(r, 1000));
        await route.continue();
      });
      expect(await shiftAfterFont(page, path)).toBeLessThan(0.005);
    });

    test(`${path} on a laptop, where the font is preloaded`, async ({ page, isMobile }) => {
      test.skip(isMobile, "wide screens only");
      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.setViewportSize({ width: 1366, height: 900 });
      expect(await shiftAfterFont(page, path)).toBeLessThan(0.005);
    });
  }
});
