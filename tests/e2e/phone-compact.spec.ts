import type { Locator, Page } from "@playwright/test";

import { expect, test } from "./helpers/test";

/**
 * What makes pages short on a phone must not hide anything for good. A row of cards scrolls sideways (by touch
 * and by keyboard) on a phone, stays one row on a tablet and is a plain grid from 1024 px up; folded text and price
 * tables are one tap away on a phone and simply shown from 640 px up. Which content sits in a fold is in the HTML
 * (tests/html/price-tables.test.ts, app/components/folded-paragraphs.test.tsx).
 */

/** Per template, a page with rows of cards and folded text, and a page with a folded price table. */
const PAGES = {
  service: {
    path: "/home-shifting",
    rows: ["Concerns and our solutions", "Steps of the move"],
    foldedUnder: "A household move, room by room",
    table: { path: "/vehicle-shifting", summary: "Bike transport prices", caption: /Bike transport/ },
  },
  city: {
    path: "/network/patna",
    rows: ["Reasons to book our Patna team", "Reviews of our Patna branch"],
    foldedUnder: "Moving in and out of Patna",
    table: {
      path: "/network/kolkata",
      summary: "Prices from Kolkata to other cities",
      caption: /National shifting charges from Kolkata/,
    },
  },
};

const scrolls = (list: Locator) => list.evaluate((el) => el.scrollWidth > el.clientWidth + 1);
/** The list's own cards side by side on one line, as a row lays them out. */
const inOneLine = (list: Locator) =>
  list.evaluate((el) => new Set([...el.children].map((c) => Math.round(c.getBoundingClientRect().top))).size === 1);
const row = (page: Page, name: string) => page.getByRole("list", { name });
function foldedText(page: Page, heading: string) {
  const section = page.locator("section").filter({ has: page.getByRole("heading", { name: heading }) });
  return {
    more: section.locator("details").getByRole("paragraph").first(),
    toggle: section.getByText("Read more", { exact: true }),
  };
}

for (const [template, { path, rows, foldedUnder, table }] of Object.entries(PAGES)) {
  test(`a ${template} page on a phone: rows scroll sideways by keyboard, folds open with a tap`, async ({ page }) => {
    await page.goto(path);
    for (const name of rows) {
      const list = row(page, name);
      // The row's own cards, not the lists inside a card.
      const items = list.locator(":scope > li");
      expect(await scrolls(list), name).toBe(true);
      // The last card starts outside the row's window; the keyboard scrolls it in. Sideways only: how much of the
      // row the screen shows from top to bottom depends on where focusing it scrolled the page.
      const lastInRow = () =>
        items.last().evaluate((el) => {
          const card = el.getBoundingClientRect();
          const row = el.parentElement!.getBoundingClientRect();
          return card.left >= row.left - 1 && card.right <= Math.min(row.right, innerWidth) + 1;
        });
      expect(await lastInRow(), name).toBe(false);
      await list.focus();
      await expect(list).toBeFocused();
      // Each key's smooth scroll ends before the next key: a key pressed mid-scroll snaps back to the same card.
      const pressAndSettle = async () => {
        const settled = list.evaluate(
          (el) =>
            new Promise<void>((resolve) => {
              el.addEventListener("scrollend", () => resolve(), { once: true });
              setTimeout(resolve, 1000);
            }),
        );
        await page.keyboard.press("ArrowRight");
        await settled;
      };
      for (let i = 0; i < 40 && !(await lastInRow()); i++) await pressAndSettle();
      expect(await lastInRow(), name).toBe(true);
    }

    const { more, toggle } = foldedText(page, foldedUnder);
    await expect(more).toBeHidden();
    await toggle.click();
    await expect(more).toBeVisible();

    await page.goto(table.path);
    const folded = page.getByRole("table", { name: table.caption });
    // The page's first table always shows.
    await expect(page.locator("main table").first()).toBeVisible();
    await expect(folded).toBeHidden();
    await page.getByText(table.summary, { exact: true }).click();
    await expect(folded).toBeVisible();
    await expect(folded.getByRole("cell").last()).toBeVisible();
  });
}

test(
  "a tablet keeps the rows, a laptop grids them; from 640 px folded text and tables show without their summaries",
  { tag: "@desktop" },
  async ({ page }) => {
    const widths = [768, 1366];
    for (const { path, rows, foldedUnder, table } of Object.values(PAGES)) {
      await page.goto(path);
      for (const width of widths) {
        await page.setViewportSize({ width, height: 900 });
        for (const name of rows) {
          if (width < 1024) expect(await inOneLine(row(page, name)), `${name} at ${width} px`).toBe(true);
          else expect(await scrolls(row(page, name)), `${name} at ${width} px`).toBe(false);
        }
        const { more, toggle } = foldedText(page, foldedUnder);
        await expect(more, `at ${width} px`).toBeVisible();
        await expect(toggle, `at ${width} px`).toBeHidden();
      }
      await page.goto(table.path);
      for (const width of widths) {
        await page.setViewportSize({ width, height: 900 });
        await expect(page.getByRole("table", { name: table.caption }), `at ${width} px`).toBeVisible();
        await expect(page.getByText(table.summary, { exact: true }), `at ${width} px`).toBeHidden();
      }
    }
  },
);
