import { expect, type Page } from "@playwright/test";

import { quotePopup } from "./quote-popup";

/** Loads the home page on a paused fake clock; the pop-up opens once the page has hydrated. */
export async function openHome(page: Page) {
  await page.clock.install({ time: new Date("2025-03-03T10:00:00+05:30") });
  await page.clock.pauseAt(new Date("2025-03-03T10:00:01+05:30"));
  await page.goto("/");
  await expect(quotePopup(page)).toBeVisible();
}

/**
 * Closes the pop-up by its cross; that click also wakes the sections below the fold, once the browser is idle after
 * it: at most a second later, which a paused clock (`openHome`) is run through.
 */
export async function closePopup(page: Page, { pausedClock = true } = {}) {
  await expect(quotePopup(page)).toBeVisible();
  await quotePopup(page).getByRole("button", { name: /close/i }).click();
  await expect(quotePopup(page)).toBeHidden();
  if (pausedClock) await page.clock.runFor(1000);
  await expect(page.locator('[data-deferred="waiting"]')).toHaveCount(0);
}
