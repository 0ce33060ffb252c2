import type { Page } from "@playwright/test";

import { closePopup, openHome } from "./helpers/home-page";
import { gotoHydrated } from "./helpers/hydration";
import { expect, test } from "./helpers/test";

// The home page's two carousels in a real browser (SPEC §4, §9): that they run on the page's timers, respond to
// touch and keys, load their logos lazily and lay out per breakpoint. Their timing, wrapping, pause and reduced
// motion rules are checked on a fake clock in app/sections/home/*.test.tsx.

const TESTIMONIAL_MS = 5000;
const LOGO_MS = 2500;

const banner = (page: Page) => page.locator('section[aria-roledescription="carousel"]');
const logoRegion = (page: Page) => page.getByRole("region", { name: /client logos/i });

/** 1-based number of the logo first in view, from the strip's status line. */
async function expectFirstLogo(page: Page, n: number) {
  await expect(logoRegion(page).locator("p.sr-only")).toHaveText(new RegExp(`, ${n} of 10$`));
}

/** The home page on a paused fake clock, its pop-up closed, the sections below the fold awake. */
async function openHomeAwake(page: Page) {
  await openHome(page);
  await closePopup(page);
}

test("both carousels advance on the page's timers, keep going through a tap, and answer the keyboard", async ({
  page,
}) => {
  await openHomeAwake(page);
  await expect(banner(page)).toHaveAttribute("data-index", "0");
  await expectFirstLogo(page, 1);
  await logoRegion(page).scrollIntoViewIfNeeded();
  await logoRegion(page).tap();
  await page.clock.runFor(LOGO_MS);
  await expectFirstLogo(page, 2);
  await page.clock.runFor(TESTIMONIAL_MS - LOGO_MS);
  await expect(banner(page)).toHaveAttribute("data-index", "1");
  await expectFirstLogo(page, 3);
  // Only the shown text is visible.
  const slides = banner(page).locator('[aria-roledescription="slide"]');
  await expect(slides.nth(1)).toBeVisible();
  await expect(slides.nth(0)).toBeHidden();

  await banner(page).getByRole("button", { name: "Next testimonials" }).focus();
  await page.keyboard.press("Enter");
  await expect(banner(page)).toHaveAttribute("data-index", "2");
  await banner(page).getByRole("button", { name: "Previous testimonials" }).focus();
  await page.keyboard.press("Space");
  await expect(banner(page)).toHaveAttribute("data-index", "1");

  const clients = page.getByRole("region", { name: "Happy clients", exact: true });
  await clients.getByRole("button", { name: "Pause client logos" }).focus();
  await page.keyboard.press("Enter");
  await page.clock.runFor(LOGO_MS * 4);
  await expectFirstLogo(page, 3);
  await page.keyboard.press("Tab");
  await expect(clients.getByRole("button", { name: "Next client logos" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expectFirstLogo(page, 4);
});

test("the browser's reduced-motion setting stops both carousels", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await openHomeAwake(page);
  await page.clock.runFor(TESTIMONIAL_MS * 3);
  await expect(banner(page)).toHaveAttribute("data-index", "0");
  await expectFirstLogo(page, 1);
  await expect(page.getByRole("button", { name: "Play client logos" })).toBeVisible();
});

test("the logos wait, lazily, until the visitor first scrolls, then all ten load", async ({ page }) => {
  // The visitor scrolls a page that runs: its script starts after the first paint, which a busy machine can
  // hold past the network's first rest.
  await gotoHydrated(page, "/");
  await page.waitForLoadState("networkidle");
  const requested = () =>
    page.evaluate(() => performance.getEntriesByType("resource").filter((e) => e.name.includes("/clients/")).length);
  expect(await requested()).toBe(0);
  await page.mouse.wheel(0, 400);
  await expect.poll(requested).toBeGreaterThanOrEqual(10);
  const logos = logoRegion(page).locator("img:not([alt=''])");
  await expect
    .poll(() => logos.evaluateAll((imgs) => imgs.filter((i) => (i as HTMLImageElement).naturalWidth > 0).length))
    .toBe(10);
});

test("logos are 20 px apart; 2, 4 and 7 per view at 640, 768 and 1024 px", { tag: "@desktop" }, async ({ page }) => {
  await openHomeAwake(page);
  for (const [width, perView] of [
    [640, 2],
    [768, 4],
    [1024, 7],
    [1366, 7],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    const m = await logoRegion(page).evaluate((region) => {
      const r = region.getBoundingClientRect();
      const boxes = Array.from(region.querySelectorAll("li > div")).map((d) => d.getBoundingClientRect());
      const inView = boxes.filter((b) => b.left >= r.left - 1 && b.right <= r.right + 1);
      return { count: inView.length, gap: boxes[1]!.left - boxes[0]!.right };
    });
    expect(m.count, `${width} px`).toBe(perView);
    expect(Math.round(m.gap), `${width} px`).toBe(20);
  }
});
