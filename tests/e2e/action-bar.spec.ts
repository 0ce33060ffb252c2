import type { Page } from "@playwright/test";

import { expect, test } from "./helpers/test";

/**
 * The fixed contact bars. On a phone or a tablet (below lg) the action bar runs along the bottom edge, and on a
 * phone the top bar shows only near the top of the page (SPEC §2: 20 px); from lg up the floating circles take the
 * action bar's place.
 * Their links are in every page's HTML (tests/html/site-chrome.test.ts); that no control lies under them is
 * the layout sweep's (layout-sweep.spec.ts).
 */

const bar = (page: Page) => page.getByRole("navigation", { name: "Quick contact" });

test("on a phone the action bar stays on the bottom edge while the top bar hides past 20 px", async ({ page }) => {
  await page.goto("/about");
  const viewport = page.viewportSize()!;
  const onBottomEdge = async () => {
    const box = (await bar(page).boundingBox())!;
    expect(Math.round(box.y + box.height)).toBe(viewport.height);
    expect(box.width).toBe(viewport.width);
  };
  await expect(bar(page)).toBeVisible();
  await expect(page.getByTestId("floating-contact")).toBeHidden();
  await onBottomEdge();

  const top = page.getByTestId("top-bar");
  await expect(top.locator('a[href^="tel:"]')).toBeVisible();
  // A phone has room for the number alone: the e-mail is the footer's there, never cut short.
  await expect(top.locator('a[href^="mailto:"]')).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 20));
  await expect(top).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 21));
  await expect(top).toBeHidden();
  await onBottomEdge();
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(top).toBeVisible();

  await bar(page).getByRole("link", { name: "Free quote" }).click();
  await expect(page).toHaveURL("/free-estimate");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test(
  "from 768 px the home pop-up is the centred card; a tablet keeps the action bar, and from 1024 px circles replace it",
  { tag: "@desktop" },
  async ({ page }) => {
    const popup = page.getByTestId("quote-sheet");
    for (const width of [768, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/");
      await expect(popup, `at ${width} px`).toBeVisible();
      const card = (await popup.boundingBox())!;
      expect(Math.abs(card.x + card.width / 2 - width / 2), `at ${width} px`).toBeLessThanOrEqual(1);
      // A card with the page showing either side, not the phone's full-width sheet.
      expect(card.x, `at ${width} px`).toBeGreaterThanOrEqual(64);
      if (width >= 1280) expect(card.width).toBeLessThan(width / 2);
      await popup.getByRole("button", { name: /close/i }).click();
      await expect(popup).toBeHidden();
      // A tablet's circles covered the right edge of cards and fields; its bar has room kept for it below the page.
      const tablet = width < 1024;
      await expect(page.getByTestId("floating-contact"), `at ${width} px`).toBeVisible({ visible: !tablet });
      await expect(bar(page), `at ${width} px`).toBeVisible({ visible: tablet });
    }
  },
);
