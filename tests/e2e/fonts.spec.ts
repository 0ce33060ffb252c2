import { expect, type Page, test } from "@playwright/test";

import { settledShifts, watchShifts } from "./helpers/layout-shifts";

/**
 * Issue 16: below 1024 px the site's sans is a system face scaled to Inter's metrics (app.css "Inter Fallback")
 * and Inter is never fetched, so a phone's first paint waits for no font; wide screens preload Inter, which
 * shows only if it is there for the first paint (`font-display: optional`). Either way no text moves later.
 * The faces and the preload are the same on every page; what differs is what a page sets in them: the home
 * page's hero, pop-up form and counters, and the contact page's form and its captcha's monospace code. (The
 * Hindi pages' Devanagari face is hindi.spec.ts's.)
 */
const PAGES = ["/", "/contact"];

const fontRequests = (page: Page) => {
  const fonts: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "font") fonts.push(r.url());
  });
  return fonts;
};

test("phones and tablets fetch no web font and set their text in the scaled system face", async ({ browser }) => {
  for (const width of [390, 768]) {
    // A phone's own screen: the preload's media query is read against it before the page has laid out.
    const size = { width, height: 844 };
    const context = await browser.newContext({ viewport: size, screen: size, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const fonts = fontRequests(page);
    for (const path of PAGES) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      expect(fonts, `${path} at ${width} px`).toEqual([]);
      const family = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
      expect(family, `${path} at ${width} px`).toMatch(/^"Inter Fallback"/);
    }
    await context.close();
  }
});

for (const path of PAGES) {
  test(
    `${path} on a laptop preloads Inter, shows it and moves nothing when it is late`,
    { tag: "@desktop" },
    async ({ page }) => {
      await page.emulateMedia({ reducedMotion: "reduce" });
      await watchShifts(page);
      await page.goto(path);
      await expect.poll(() => page.evaluate(() => document.fonts.check('16px "Inter Variable"'))).toBe(true);
      expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^"Inter Variable"/);
      expect(await page.locator('link[rel="preload"][as="font"]').count()).toBe(1);

      // A slow connection: the font comes a second after the page asked for it; the page keeps its first face.
      const late = await page.context().newPage();
      await watchShifts(late);
      await late.route(/\.woff2$/, async (route) => {
        await new Promise((r) => setTimeout(r, 1000));
        await route.continue();
      });
      const fontArrived = late.waitForResponse(/\.woff2$/);
      await late.goto(path);
      await fontArrived;
      // Settled once the font is in: any swap it caused is laid out and reported.
      expect(await settledShifts(late)).toEqual([]);
      expect(await settledShifts(page)).toEqual([]);
    },
  );
}
