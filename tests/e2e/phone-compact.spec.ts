import { expect, type Locator, test } from "@playwright/test";

/**
 * Issue #15: what makes pages short on a phone must not hide anything for good. A row of cards scrolls sideways
 * (by touch and by keyboard) on a phone and is a plain grid wider up; folded text is one tap away on a phone and
 * simply shown wider up.
 */
const scrolls = (list: Locator) => list.evaluate((el) => el.scrollWidth > el.clientWidth + 1);

test.describe("phone rows", () => {
  for (const [path, name] of [
    ["/home-shifting", "Concerns and our solutions"],
    ["/home-shifting", "Steps of the move"],
    ["/network/patna", "Reasons to book our Patna team"],
    ["/network/patna", "Reviews of our Patna branch"],
  ] as const) {
    test(`${path}: "${name}"`, async ({ page, isMobile }) => {
      await page.goto(path);
      const list = page.getByRole("list", { name });
      // The row's own cards, not the lists inside a card.
      const items = list.locator(":scope > li");
      if (!isMobile) {
        expect(await scrolls(list)).toBe(false);
        return;
      }
      expect(await scrolls(list)).toBe(true);
      // The last card starts off screen; the keyboard brings it into view.
      await expect(items.last()).not.toBeInViewport({ ratio: 0.9 });
      await list.focus();
      await expect(list).toBeFocused();
      const lastShown = () => items.last().evaluate((el) => el.getBoundingClientRect().right <= innerWidth + 1);
      for (let i = 0; i < 40 && !(await lastShown()); i++) await page.keyboard.press("ArrowRight");
      await expect(items.last()).toBeInViewport({ ratio: 0.9 });
    });
  }
});

test.describe("text folded on phones", () => {
  for (const [path, heading] of [
    ["/home-shifting", "A household move, room by room"],
    ["/network/patna", "Moving in and out of Patna"],
  ] as const) {
    test(`${path}: the rest of "${heading}"`, async ({ page, isMobile }) => {
      await page.goto(path);
      const section = page.locator("section").filter({ has: page.getByRole("heading", { name: heading }) });
      const more = section.locator("details").getByRole("paragraph").first();
      const toggle = section.getByText("Read more", { exact: true });
      if (!isMobile) {
        await expect(more).toBeVisible();
        await expect(toggle).toBeHidden();
        return;
      }
      await expect(more).toBeHidden();
      await toggle.click();
      await expect(more).toBeVisible();
    });
  }
});

test.describe("price tables folded on phones", () => {
  for (const [path, summary, table] of [
    ["/vehicle-shifting", "Bike transport prices", /Bike transport/],
    ["/network/kolkata", "Prices from Kolkata to other cities", /National shifting charges from Kolkata/],
  ] as const) {
    test(`${path}: "${summary}"`, async ({ page, isMobile }) => {
      await page.goto(path);
      const folded = page.getByRole("table", { name: table });
      const toggle = page.getByText(summary, { exact: true });
      // The page's first table always shows.
      await expect(page.locator("main table").first()).toBeVisible();
      if (!isMobile) {
        await expect(folded).toBeVisible();
        await expect(toggle).toBeHidden();
        return;
      }
      await expect(folded).toBeHidden();
      await toggle.click();
      await expect(folded).toBeVisible();
      await expect(folded.getByRole("cell").last()).toBeVisible();
    });
  }
});
