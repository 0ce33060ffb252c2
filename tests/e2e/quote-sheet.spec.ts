import type { CDPSession, Page } from "@playwright/test";

import { quotePopup } from "./helpers/quote-popup";
import { expect, test } from "./helpers/test";

/**
 * The home page's quote pop-up on a phone: a bottom sheet under the hero's headline, closed by a swipe down on its
 * top strip, its cross or Escape (the centred card of wider screens is in action-bar.spec.ts).
 */

/** A real one-finger drag (touch events, as a phone sends them) from (x, y) down by dy pixels. */
async function swipeDown(cdp: CDPSession, x: number, y: number, dy: number) {
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x, y }] });
  for (let i = 1; i <= 6; i++) {
    await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x, y: y + (dy * i) / 6 }] });
  }
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
}

/** Where to put a finger on the sheet's top strip: on the grip bar, away from the close button. */
async function gripPoint(page: Page) {
  const box = (await page.getByTestId("quote-sheet-grip").boundingBox())!;
  return { x: box.x + 40, y: box.y + 8 };
}

async function openHome(page: Page) {
  await page.goto("/");
  await expect(quotePopup(page)).toBeVisible();
}

test("the home pop-up opens docked to the bottom under the headline, its form reachable; the cross closes it", async ({
  page,
}) => {
  await openHome(page);
  const viewport = page.viewportSize()!;
  const sheet = (await page.getByTestId("quote-sheet").boundingBox())!;
  expect(Math.round(sheet.y + sheet.height)).toBe(viewport.height);
  expect(Math.round(sheet.width)).toBe(viewport.width);
  const headline = (await page.getByRole("heading", { level: 1 }).boundingBox())!;
  expect(headline.y).toBeGreaterThanOrEqual(0);
  expect(headline.y + headline.height).toBeLessThanOrEqual(sheet.y);
  // The whole form is reachable inside the sheet.
  const send = quotePopup(page).getByRole("button", { name: "Get a free quote" });
  await send.scrollIntoViewIfNeeded();
  await expect(send).toBeInViewport({ ratio: 1 });

  await quotePopup(page).getByRole("button", { name: /close/i }).tap();
  await expect(quotePopup(page)).toBeHidden();
});

test("a short drag leaves the home pop-up open; a swipe down closes it for the rest of the visit, until a reload", async ({
  page,
}) => {
  await openHome(page);
  const sheet = page.getByTestId("quote-sheet");
  const before = (await sheet.boundingBox())!;
  const cdp = await page.context().newCDPSession(page);
  const { x, y } = await gripPoint(page);
  await swipeDown(cdp, x, y, 30);
  await expect(quotePopup(page)).toBeVisible();
  expect((await sheet.boundingBox())!.y).toBe(before.y);

  await swipeDown(cdp, x, y, 200);
  await expect(quotePopup(page)).toBeHidden();

  // In-app navigation away and back is not a new load.
  await page.getByRole("navigation", { name: "Quick contact" }).getByRole("link", { name: "Free quote" }).click();
  await expect(page).toHaveURL("/free-estimate");
  await page.goBack();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // The pop-up's code is in again once its dialog is on the page, closed; two frames let its effects run.
  await expect(page.locator("dialog").filter({ has: page.getByTestId("quote-sheet") })).toBeAttached();
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await expect(quotePopup(page)).toBeHidden();

  await page.reload();
  await expect(quotePopup(page)).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(quotePopup(page)).toBeHidden();
});
