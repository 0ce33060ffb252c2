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

/**
 * Where pages stand after the first pass of issue #15 (measured 23 Nov 2026: service pages 11.8–15.6 screens,
 * city pages 11.2–12.0, Kolkata 15.1; see docs/decisions/page-length.md). Until a page meets its budget it may
 * not grow past this ceiling; lower a ceiling, or remove it, as pages get shorter.
 */
const CEILING: Record<string, number> = {
  ...Object.fromEntries(SERVICE_PAGES.map((path) => [path, 16])),
  ...Object.fromEntries(cityPaths().map((path) => [path, 12.5])),
  "/network/kolkata": 15.5,
};

test.describe("page length on a phone", () => {
  test.skip(({ isMobile }) => !isMobile, "measured at 390 px only");
  test.use({ viewport: SCREEN });

  for (const { path, screens } of budgets) {
    const limit = CEILING[path] ?? screens;
    test(`${path} fits in ${screens} screens (for now ${limit})`, async ({ page }) => {
      await page.goto(path);
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      expect(height / SCREEN.height).toBeLessThanOrEqual(limit);
    });
  }
});
