import { expect, test } from "@playwright/test";

import { cityPaths } from "../../app/content/paths.ts";

/** Issue #15: a phone (390 × 844) reads a service page in at most 10 screens and a city page in 7. */
const SCREEN = { width: 390, height: 844 };
const SERVICE_PAGES = [
  "/home-shifting",
  "/vehicle-shifting",
  "/office-relocation",
  "/warehousing",
  "/local-shifting",
  "/defence-relocation",
  "/fine-arts-relocation",
];
const budgets = [
  ...SERVICE_PAGES.map((path) => ({ path, screens: 10 })),
  ...cityPaths().map((path) => ({ path, screens: 7 })),
];

test.describe("page length on a phone", () => {
  test.skip(({ isMobile }) => !isMobile, "measured at 390 px only");
  test.use({ viewport: SCREEN });

  for (const { path, screens } of budgets) {
    test(`${path} fits in ${screens} screens`, async ({ page }) => {
      await page.goto(path);
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      expect(height / SCREEN.height).toBeLessThanOrEqual(screens);
    });
  }
});
