import type { Page } from "@playwright/test";

import { gotoHydrated } from "./helpers/hydration";
import { quotePopup } from "./helpers/quote-popup";
import { expect, test } from "./helpers/test";

// The company pages' interactive parts (SPEC §2 About, Process, Contact, Testimonials; §9 card animation): the
// buttons that open each page's pop-up, and the testimonials' entrance animation, columns, "show more" (a native
// <details>, so it works without script) and filters.
// Their content is checked in tests/html/company-pages.test.ts; the tabs, counters, job filters and the card
// reveal's states in their component tests.

test("each company page's button opens its pop-up", async ({ page }) => {
  const cases: [path: string, button: string, dialog: (p: Page) => ReturnType<Page["getByRole"]>][] = [
    ["/about", "Get a free quote", quotePopup],
    ["/process", "Talk to an Expert", (p) => p.getByRole("dialog", { name: "Talk to an Expert" })],
    ["/contact", "Call Me Back", (p) => p.getByRole("dialog", { name: "Request a call back" })],
  ];
  for (const [path, button, dialog] of cases) {
    await gotoHydrated(page, path);
    await expect(dialog(page)).toBeHidden();
    await page.getByRole("button", { name: button }).first().click();
    await expect(dialog(page), path).toBeVisible();
    await dialog(page).getByRole("button", { name: /close/i }).first().click();
    await expect(dialog(page), path).toBeHidden();
  }
});

test.describe("testimonials", () => {
  const cards = (page: Page) => page.locator("main figure");

  test("cards fade and slide in once as they scroll into view: 0.4 s, +0.05 s per index, 30 px", async ({ page }) => {
    await gotoHydrated(page, "/testimonials");
    await expect(cards(page)).toHaveCount(30);
    const last = cards(page).nth(29);
    await expect(last).toHaveAttribute("data-reveal", "waiting");
    await expect(last).toHaveCSS("opacity", "0");
    await expect(last).toHaveCSS("translate", "0px 30px");

    await page.getByText("Show 24 more reviews").click();
    await last.scrollIntoViewIfNeeded();
    await expect(last).toHaveAttribute("data-reveal", "revealed");
    await expect(last).toHaveCSS("transition-duration", /0\.4s/);
    await expect(last).toHaveCSS("transition-delay", /1\.45s/);
    await expect(last).toHaveCSS("opacity", "1", { timeout: 5000 });
    await expect(last).toHaveCSS("translate", /^(none|0px|0px 0px)$/);

    // Every card ends up visible; none goes back after scrolling away.
    for (const card of await cards(page).all()) await card.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(page.locator('main figure[data-reveal="waiting"]')).toHaveCount(0);
    for (const card of await cards(page).all()) await expect(card).toHaveCSS("opacity", "1", { timeout: 5000 });
  });

  test("without script, six cards show and 'show more' reveals the other 24, none waiting for an animation", async ({
    browser,
    page,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: page.viewportSize()! });
    const noJs = await context.newPage();
    await noJs.goto("/testimonials");
    await expect(cards(noJs)).toHaveCount(30);
    await expect(cards(noJs).nth(5)).toBeVisible();
    await expect(cards(noJs).nth(6)).toBeHidden();
    await noJs.getByText("Show 24 more reviews").click();
    await expect(cards(noJs).nth(29)).toBeVisible();
    for (const card of await cards(noJs).all()) await expect(card).toHaveCSS("opacity", "1");
    await context.close();
  });

  test("the filters show one service's or one city's reviews and say how many", async ({ page }) => {
    await gotoHydrated(page, "/testimonials");
    const status = page.getByRole("status").filter({ hasText: /^Showing/ });
    const visible = page.locator("main figure:visible");
    await expect(status).toHaveText("Showing 6 of 30 testimonials");
    await page.getByLabel("Service").selectOption({ label: "Car & Bike Transport" });
    await expect(status).toHaveText("Showing 4 of 30 testimonials");
    await expect(visible).toHaveCount(4);
    for (const card of await visible.all()) await expect(card.getByRole("link")).toHaveText("Car & Bike Transport");
    await page.getByLabel("Service").selectOption({ label: "All services" });
    await page.getByLabel("City").selectOption({ label: "Bangalore" });
    await expect(status).toHaveText("Showing 3 of 30 testimonials");
    for (const card of await visible.all()) await expect(card).toContainText("Bangalore");
  });

  test("one column on phones, two from tablets up", async ({ page }) => {
    // The cards' places, not their entrance: a card still to slide in sits 30 px below its place.
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/testimonials");
    const boxes = async () => [await cards(page).nth(0).boundingBox(), await cards(page).nth(1).boundingBox()];
    const [a, b] = await boxes();
    expect(b!.x).toBe(a!.x);
    expect(b!.y).toBeGreaterThan(a!.y + a!.height - 1);
    await page.setViewportSize({ width: 768, height: 1024 });
    // Both places read afresh on each try: what sits above the cards may still move while the columns form.
    await expect
      .poll(async () => {
        const [first, second] = await boxes();
        return second!.y - first!.y;
      })
      .toBe(0);
    const [c, d] = await boxes();
    expect(d!.x).toBeGreaterThan(c!.x + c!.width);
  });
});
