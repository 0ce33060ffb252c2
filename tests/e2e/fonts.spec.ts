import { expect, type Page, test } from "@playwright/test";

import { shifts, watchShifts } from "./helpers/layout-shifts";

/**
 * Issue 16: below 1024 px the site's sans is a system face scaled to Inter's metrics (app.css "Inter Fallback")
 * and Inter is never fetched, so a phone's first paint waits for no font; wide screens preload Inter, which
 * shows only if it is there for the first paint (`font-display: optional`). Either way no text moves later.
 */
const PAGES = ["/", "/home-shifting", "/contact", "/network/patna", "/cost-estimator"];

const fontRequests = (page: Page) => {
  const fonts: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "font") fonts.push(r.url());
  });
  return fonts;
};

test.describe("fonts", () => {
  for (const path of PAGES) {
    for (const width of [390, 768]) {
      test(`${path} at ${width} px fetches no web font`, async ({ browser, isMobile }) => {
        test.skip(!isMobile, "one run is enough");
        // A phone's own screen: the preload's media query is read against it before the page has laid out.
        const size = { width, height: 844 };
        const context = await browser.newContext({ viewport: size, screen: size, isMobile: true, hasTouch: true });
        const page = await context.newPage();
        const fonts = fontRequests(page);
        await page.goto(path);
        await page.waitForLoadState("networkidle");
        expect(fonts).toEqual([]);
        const family = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
        expect(family).toMatch(/^"Inter Fallback"/);
        await context.close();
      });
    }

    test(`${path} on a laptop preloads Inter, shows it and moves nothing when it is late`, async ({
      page,
      isMobile,
    }) => {
      test.skip(isMobile, "wide screens only");
      await page.emulateMedia({ reducedMotion: "reduce" });
      await watchShifts(page);
      await page.goto(path);
      await expect.poll(() => page.evaluate(() => document.fonts.check('16px "Inter Variable"'))).toBe(true);
      expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^"Inter Variable"/);
      expect(await page.locator('link[rel="preload"][as="font"]').count()).toBe(1);

      // A slow connection: the font comes a second after the page; the page keeps its first face.
      const late = await page.context().newPage();
      await watchShifts(late);
      await late.route(/\.woff2$/, async (route) => {
        await new Promise((r) => setTimeout(r, 1000));
        await route.continue();
      });
      await late.goto(path);
      await late.waitForTimeout(1500);
      await late.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      expect(await shifts(late)).toEqual([]);
      expect(await shifts(page)).toEqual([]);
    });
  }
});
