import { localePath, locales } from "../../app/config/locales.ts";
import { seriousViolations } from "./helpers/axe";
import { closePopup, openHome } from "./helpers/home-page";
import { settledShifts, watchShifts } from "./helpers/layout-shifts";
import { quotePopup } from "./helpers/quote-popup";
import { expect, test } from "./helpers/test";

// The home page's interactive parts (SPEC §2 "Home page", §4 "Home quote popup"): the quote pop-up and its focus,
// the cards' whole-card links, the city list's scroll box. What the pre-rendered HTML shows is checked in
// tests/html/home-content.test.ts; the carousels' timing in their component tests and home-carousels.spec.ts.

test.describe("quote pop-up", () => {
  test("opens on load with focus inside; closed by its cross it stays closed in-app, and a reload opens it again", async ({
    page,
  }) => {
    await openHome(page);
    expect(await quotePopup(page).evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await closePopup(page);
    // No timer or scroll brings it back.
    await page.clock.runFor(120_000);
    await page.mouse.wheel(0, 2000);
    await page.mouse.wheel(0, -2000);
    await expect(quotePopup(page)).toBeHidden();
    // Away and back in-app is not a new load.
    await page
      .getByRole("main")
      .getByRole("link", { name: /^Learn More\b/ })
      .click();
    await expect(page).toHaveURL(/\/about$/);
    await page.goBack();
    await expect(page.getByRole("heading", { level: 1 })).toContainText(/fast, safe and affordable/i);
    await expect(quotePopup(page)).toBeHidden();
    await page.reload();
    await expect(quotePopup(page)).toBeVisible();
  });

  test("Escape closes it and focus goes back where it was before it opened", async ({ page }) => {
    await openHome(page);
    await page.keyboard.press("Escape");
    await expect(quotePopup(page)).toBeHidden();
    // It opened by itself, when nothing had focus: focus returns to the page, and Tab moves on within it.
    await expect.poll(() => page.evaluate(() => document.activeElement === document.body)).toBe(true);
    await page.keyboard.press("Tab");
    expect(
      await page.evaluate(() => document.activeElement !== document.body && !document.activeElement?.closest("dialog")),
    ).toBe(true);
  });

  test("opening it shifts nothing on the page", async ({ page }) => {
    await watchShifts(page);
    await page.goto("/");
    await expect(quotePopup(page)).toBeVisible();
    // A modal dialog sits in the top layer: any shift is the page's own.
    expect(await settledShifts(page)).toEqual([]);
  });

  test("with the pop-up closed, the content has no serious accessibility violations", async ({ page }) => {
    // Real clock: axe schedules its own timers.
    await page.goto("/");
    await closePopup(page, { pausedClock: false });
    expect(await seriousViolations(page, "main")).toEqual([]);
  });
});

test.describe("service cards", () => {
  test("a click anywhere on a card opens its page, the capitalised /Packing included", async ({ page }) => {
    await openHome(page);
    await closePopup(page);
    for (const [title, url, heading] of [
      ["Home Shifting", /\/home-shifting$/, /home/i],
      ["Packing & Unpacking", /\/packing$/i, /packing/i],
    ] as const) {
      const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title, exact: true }) });
      const box = (await card.boundingBox())!;
      // Away from the heading's link: the lower-left corner of the card.
      await card.click({ position: { x: 12, y: box.height - 12 } });
      await expect(page).toHaveURL(url);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      await page.goBack();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole("heading", { level: 1 })).toContainText(/fast, safe and affordable/i);
    }
  });
});

test.describe("service network", () => {
  test("the city list scrolls inside a box about 400 px high, and the last city scrolls into view on focus", async ({
    page,
  }) => {
    await page.goto("/");
    // The pop-up makes the page behind it inert: nothing there takes focus until it is closed.
    await closePopup(page);
    const box = page.getByRole("navigation", { name: "Cities we serve" });
    const m = await box.evaluate((el) => ({
      h: el.getBoundingClientRect().height,
      sh: el.scrollHeight,
      ch: el.clientHeight,
      oy: getComputedStyle(el).overflowY,
    }));
    expect(m.h).toBeGreaterThanOrEqual(380);
    expect(m.h).toBeLessThanOrEqual(420);
    expect(m.sh).toBeGreaterThan(m.ch);
    expect(m.oy).toBe("auto");
    const last = box.getByRole("link", { name: /Ranchi/ });
    await last.focus();
    await expect(last).toBeInViewport();
  });
});

test("on wide screens the city list shows every city, with no inner scroll @desktop", async ({ page }) => {
  await page.goto("/");
  await closePopup(page);
  const box = page.getByRole("navigation", { name: "Cities we serve" });
  const m = await box.evaluate((el) => ({ sh: el.scrollHeight, ch: el.clientHeight }));
  expect(m.sh).toBeLessThanOrEqual(m.ch);
  const bounds = (await box.boundingBox())!;
  const links = box.getByRole("link");
  expect(await links.count()).toBeGreaterThanOrEqual(17);
  for (const link of await links.all()) {
    const b = (await link.boundingBox())!;
    expect(b.y + b.height).toBeLessThanOrEqual(bounds.y + bounds.height);
  }
});

test.describe("FAQ accordion", () => {
  test("on wide screens home's questions fill the page's width in two columns, no half of it empty @desktop", async ({
    page,
  }) => {
    for (const locale of locales) {
      await page.goto(localePath("/", locale));
      const section = page.locator('section[aria-labelledby="faq-title"]');
      const content = await section.locator(".container-page").evaluate((e) => {
        const box = e.getBoundingClientRect();
        const style = getComputedStyle(e);
        return { left: box.left + parseFloat(style.paddingLeft), right: box.right - parseFloat(style.paddingRight) };
      });
      const items = await section
        .locator("details")
        .evaluateAll((list) =>
          list.map((d) => ({ left: d.getBoundingClientRect().left, right: d.getBoundingClientRect().right })),
        );
      const middle = (content.left + content.right) / 2;
      expect(items.length, locale).toBeGreaterThan(2);
      // Half the questions (the second half) stand in the right half, and the list reaches the page's right edge.
      expect(
        items.filter((item) => item.left >= middle),
        locale,
      ).toHaveLength(Math.floor(items.length / 2));
      expect(Math.max(...items.map((item) => item.right)), locale).toBeGreaterThan(content.right - 2);
    }
  });

  test("one item open at a time; clicking or pressing Enter on the open one closes it", async ({ page }) => {
    await page.goto("/faq");
    const items = page.getByRole("main").locator('details[name="faq"]');
    await expect(items).toHaveCount(10);
    const open = page.getByRole("main").locator('details[name="faq"][open]');
    await expect(open).toHaveCount(0);
    await items.nth(0).locator("summary").click();
    await expect(items.nth(0)).toHaveAttribute("open");
    await items.nth(3).locator("summary").click();
    await expect(items.nth(3)).toHaveAttribute("open");
    await expect(open).toHaveCount(1);
    await items.nth(8).locator("summary").focus();
    await page.keyboard.press("Enter");
    await expect(items.nth(8)).toHaveAttribute("open");
    await expect(open).toHaveCount(1);
    await page.keyboard.press("Enter");
    await expect(open).toHaveCount(0);
  });
});
