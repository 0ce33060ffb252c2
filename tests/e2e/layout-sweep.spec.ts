import { expect, type Page, test } from "@playwright/test";

import { englishPath } from "../../app/i18n/locale.ts";
import { sweepPages } from "../pages";
import { gotoHydrated } from "./helpers/hydration";
import {
  clippedPriceCells,
  coveredControls,
  openAllDetails,
  screensTall,
  unreadableText,
} from "./helpers/layout-sweep-checks";
import { PHONE_SCREEN, screenBudget } from "./helpers/page-budgets";

/**
 * Every layout rule that depends on CSS, checked in one visit per page and width: text that cannot be read
 * whole, clipped price cells and sideways page scroll, controls under the phone's action bar, and a phone page's
 * length. The phone project lays pages out at 360 and 390 px, the desktop project at a tablet's 768 and a
 * laptop's 1366: the widths either side of the site's breakpoints.
 */

/** Loads a page as a visitor who has started reading it: hydrated, deferred parts in, fonts in, pop-up closed. */
async function visit(page: Page, path: string) {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await gotoHydrated(page, path);
  // Parts of a page whose code loads at the visitor's first input are measured once they have arrived.
  await page.keyboard.press("Shift");
  await expect(page.locator('[data-deferred="waiting"]')).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  if (englishPath(path) === "/") {
    // The home page's quote pop-up opens by itself; the page under it is what is laid out.
    const sheet = page.getByTestId("quote-sheet");
    await expect(sheet).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(sheet).toBeHidden();
  }
}

async function resize(page: Page, width: number, height: number) {
  await page.setViewportSize({ width, height });
  // The new width's layout, and anything a resize observer redraws, is in before a check reads it.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

test.describe("layout", { tag: ["@sweep", "@both"] }, () => {
  for (const path of sweepPages) {
    test(`of ${path}`, async ({ page, isMobile }) => {
      await visit(page, path);
      if (isMobile) {
        await resize(page, PHONE_SCREEN.width, PHONE_SCREEN.height);
        const budget = screenBudget(path);
        if (budget !== undefined)
          expect.soft(await screensTall(page), `phone screens, at most ${budget}`).toBeLessThanOrEqual(budget);
        expect.soft(await unreadableText(page), "text at 390 px").toEqual([]);
        expect.soft(await coveredControls(page), "controls under the action bar").toEqual([]);
        await openAllDetails(page);
        for (const width of [360, 390]) {
          await resize(page, width, PHONE_SCREEN.height);
          expect.soft(await clippedPriceCells(page), `price cells at ${width} px`).toEqual([]);
        }
      } else {
        for (const width of [1366, 768]) {
          await resize(page, width, 900);
          expect.soft(await unreadableText(page), `text at ${width} px`).toEqual([]);
        }
        await openAllDetails(page);
        for (const width of [768, 1366]) {
          await resize(page, width, 900);
          expect.soft(await clippedPriceCells(page), `price cells at ${width} px`).toEqual([]);
        }
      }
    });
  }
});
