import { expect, type Page, test } from "@playwright/test";

import { allPages } from "../pages";

/**
 * Every price cell whose text is cut off: overflowing its own cell, hidden by a box that clips (a scroller
 * or a rounded frame), or off the side of the screen. Where the column headers are visually hidden (the
 * card layout), every cell must show its column's name instead.
 */
function clippedCells(page: Page) {
  return page.evaluate(() => {
    const problems: string[] = [];
    for (const table of document.querySelectorAll("main table")) {
      const caption = table.querySelector("caption")?.textContent?.trim().slice(0, 30) ?? "table";
      const head = table.querySelector("thead");
      const headHidden = !!head && head.getBoundingClientRect().width <= 1;
      for (const cell of table.querySelectorAll<HTMLElement>("th, td")) {
        if (head?.contains(cell) && headHidden) continue;
        const label = `${caption}: "${cell.textContent?.trim()}"`;
        const range = document.createRange();
        range.selectNodeContents(cell);
        const text = range.getBoundingClientRect();
        if (text.width === 0) problems.push(`${label} not drawn`);
        if (cell.scrollWidth > cell.clientWidth + 1) problems.push(`${label} overflows its cell`);
        if (text.left < -0.5 || text.right > document.documentElement.clientWidth + 0.5)
          problems.push(`${label} off screen`);
        for (let box = cell.parentElement; box && box !== document.body; box = box.parentElement) {
          const style = getComputedStyle(box);
          if (style.overflowX === "visible" && style.overflowY === "visible") continue;
          const clip = box.getBoundingClientRect();
          if (
            text.left < clip.left - 0.5 ||
            text.right > clip.right + 0.5 ||
            text.top < clip.top - 0.5 ||
            text.bottom > clip.bottom + 0.5
          )
            problems.push(`${label} clipped by ${box.tagName.toLowerCase()}`);
        }
        if (headHidden && cell.tagName === "TD") {
          const name = getComputedStyle(cell, "::before").content;
          if (!name || name === "none" || name === "normal") problems.push(`${label} shows no column name`);
        }
      }
    }
    return problems;
  });
}

test.describe("price tables are never clipped", () => {
  // The phone project checks a small and a common phone; the desktop project a tablet and a laptop.
  const widthsFor = (isMobile: boolean) => (isMobile ? [360, 390] : [768, 1366]);

  test("the pages known to carry price tables have them", async ({ page }) => {
    for (const [path, count] of [
      ["/", 2],
      ["/vehicle-shifting", 2],
      ["/home-shifting", 1],
      ["/network", 1],
      ["/network/delhi", 1],
    ] as const) {
      await page.goto(path);
      // Counted in the page, shown or folded on a phone (PhoneFold).
      await expect(page.locator("main table")).toHaveCount(count);
    }
  });

  for (const path of allPages) {
    test(`on ${path}`, async ({ page, isMobile }) => {
      await page.goto(path);
      // Tables a phone folds (PhoneFold) are checked opened.
      await page.evaluate(() =>
        document.querySelectorAll("main details").forEach((d) => ((d as HTMLDetailsElement).open = true)),
      );
      for (const width of widthsFor(isMobile)) {
        await page.setViewportSize({ width, height: 900 });
        expect(await clippedCells(page), `at ${width} px`).toEqual([]);
        // Nor does a table make the page itself scroll sideways.
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
      }
    });
  }
});
