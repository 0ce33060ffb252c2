import { type CDPSession, expect, type Page, test } from "@playwright/test";

const popup = (page: Page) => page.getByRole("dialog").filter({ hasText: "FREE estimates in minutes" });

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
  await expect(popup(page)).toBeVisible();
}

test.describe("home pop-up on a phone: a bottom sheet", () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) >= 768, "the sheet is the phone layout (below md)");

  test("opens on load docked to the bottom edge, full width, leaving the headline in view", async ({ page }) => {
    await openHome(page);
    const viewport = page.viewportSize()!;
    const sheet = (await page.getByTestId("quote-sheet").boundingBox())!;
    expect(Math.round(sheet.y + sheet.height)).toBe(viewport.height);
    expect(Math.round(sheet.width)).toBe(viewport.width);
    const headline = (await page.getByRole("heading", { level: 1 }).boundingBox())!;
    expect(headline.y).toBeGreaterThanOrEqual(0);
    expect(headline.y + headline.height).toBeLessThanOrEqual(sheet.y);
    // The whole form is still reachable inside the sheet.
    const send = popup(page).getByRole("button", { name: "Get My Free Quote" });
    await send.scrollIntoViewIfNeeded();
    await expect(send).toBeInViewport({ ratio: 1 });
  });

  test("a swipe down closes it; it stays closed in this visit and comes back on reload", async ({ page }) => {
    await openHome(page);
    const cdp = await page.context().newCDPSession(page);
    const { x, y } = await gripPoint(page);
    await swipeDown(cdp, x, y, 200);
    await expect(popup(page)).toBeHidden();
    // In-app navigation away and back is not a new load.
    await page.getByRole("navigation", { name: "Quick contact" }).getByRole("link", { name: "Free quote" }).click();
    await expect(page).toHaveURL("/free-estimate");
    await page.goBack();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.waitForTimeout(500);
    await expect(popup(page)).toBeHidden();
    await page.reload();
    await expect(popup(page)).toBeVisible();
  });

  test("a short drag snaps back and leaves it open", async ({ page }) => {
    await openHome(page);
    const cdp = await page.context().newCDPSession(page);
    const before = (await page.getByTestId("quote-sheet").boundingBox())!;
    const { x, y } = await gripPoint(page);
    await swipeDown(cdp, x, y, 30);
    await expect(popup(page)).toBeVisible();
    expect((await page.getByTestId("quote-sheet").boundingBox())!.y).toBe(before.y);
  });

  test("the cross and Escape close it too", async ({ page }) => {
    await openHome(page);
    await popup(page).getByRole("button", { name: /close/i }).tap();
    await expect(popup(page)).toBeHidden();
    await page.reload();
    await expect(popup(page)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(popup(page)).toBeHidden();
  });
});

test.describe("home pop-up on wider screens", () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) < 768, "the centred card is the layout from md up");

  test("is the centred card, as before", async ({ page }) => {
    await openHome(page);
    const viewport = page.viewportSize()!;
    const sheet = (await page.getByTestId("quote-sheet").boundingBox())!;
    expect(Math.abs(sheet.x + sheet.width / 2 - viewport.width / 2)).toBeLessThanOrEqual(1);
    expect(sheet.width).toBeLessThan(viewport.width / 2);
  });
});
