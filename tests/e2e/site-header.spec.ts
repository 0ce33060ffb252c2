import type { Page } from "@playwright/test";

import { localePath, locales } from "../../app/config/locales.ts";
import { stringsOf } from "../words.ts";
import { gotoHydrated } from "./helpers/hydration";
import { expect, test } from "./helpers/test";

/** The services the menus list (content/en/layout.json). */
const { services } = await stringsOf("en");
/**
 * The header's menus. From the xl breakpoint the services list drops down from the main navigation; below it
 * the menu button opens a side drawer (SPEC §2, §9: 70% of the screen wide) with the services as a collapsible
 * list. The wide menu's links are in every page's HTML (tests/html/site-chrome.test.ts); the drawer is rendered
 * when it first opens, so its links are checked here.
 */

test(
  "the wide services menu drops down on hover and on keyboard focus, and closes on Escape",
  { tag: "@desktop" },
  async ({ page }) => {
    // The hover and focus handlers are script; before hydration they reach none.
    await gotoHydrated(page, "/about");
    await expect(page.getByRole("button", { name: "Open menu" })).toBeHidden();
    const services = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Services" });
    const menu = page.locator("#services-menu");
    await expect(menu).toBeHidden();
    await services.hover();
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("link", { name: /Home Shifting/ })).toHaveAttribute("href", "/home-shifting");
    await page.mouse.move(5, 600);
    await expect(menu).toBeHidden();

    await services.focus();
    await expect(menu).toBeVisible();
    await expect(services).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(menu.getByRole("link").first()).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(services).toBeFocused();
  },
);

test("the word mark is never cut short on a phone, in any language, in its own face or the system's", async ({
  page,
}) => {
  const mark = page.getByRole("banner").getByTestId("word-mark");
  // Its lines as drawn: each one shown, and whether its text overflows its box (an ellipsis).
  const lines = () =>
    mark.evaluate((el) =>
      [...el.children].map((line) => ({ shown: line.checkVisibility(), cut: line.scrollWidth > line.clientWidth })),
    );
  for (const path of ["/", "/hi", "/bn/contact"]) {
    await page.goto(path);
    // `font-display: optional` may keep the page's faces for a visit: the rest of the word mark's font stack, without
    // its display face, must fit the same room.
    for (const face of ["as loaded", "without its display face"]) {
      if (face !== "as loaded")
        await mark.evaluate((el: HTMLElement) => {
          el.style.fontFamily = getComputedStyle(el).fontFamily.split(",").slice(1).join(",");
        });
      for (const width of [360, 375, 390, 412]) {
        await page.setViewportSize({ width, height: 844 });
        const drawn = await lines();
        const where = `${path} at ${width} px, ${face}`;
        expect(drawn[0], where).toEqual({ shown: true, cut: false });
        // From the common 375 px phones up the whole name shows; a 360 px phone shows its first word.
        expect(drawn[1], where).toEqual({ shown: width >= 375, cut: false });
      }
    }
  }
});

test("the contact bar shows each of its items whole or not at all, in every language", async ({ page }) => {
  const bar = page.getByTestId("top-bar");
  // Each drawn text of the bar that runs past its box, by its text; a screen reader's hidden span is 1 px wide.
  const cut = () =>
    bar.evaluate((el) => {
      const row = el.firstElementChild!;
      const drawn = [...row.querySelectorAll("a, span")].filter((e) => e.checkVisibility() && e.clientWidth > 1);
      return [row, ...drawn].filter((e) => e.scrollWidth > e.clientWidth).map((e) => e.textContent);
    });
  for (const path of locales.map((l) => localePath("/about", l))) {
    await page.goto(path);
    for (const width of [360, 390, 640, 768, 1024, 1280]) {
      await page.setViewportSize({ width, height: 844 });
      expect(await cut(), `${path} at ${width} px`).toEqual([]);
      // The phone number fits a phone; the e-mail is then the footer's.
      await expect(bar.locator('a[href^="tel:"]'), `${path} at ${width} px`).toBeVisible();
    }
  }
});

test.describe("the phone's menu drawer", () => {
  const drawer = (page: Page) => page.getByRole("dialog", { name: "Menu" });

  test("opens from the left at 70% of the width, keeps focus inside, and closes on its button, Escape and an outside click", async ({
    page,
  }) => {
    await gotoHydrated(page, "/about");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    const open = page.getByRole("button", { name: "Open menu" });
    await open.click();
    await expect(drawer(page)).toBeVisible();
    const box = (await drawer(page).boundingBox())!;
    const width = page.viewportSize()!.width;
    expect(Math.abs(box.width - width * 0.7)).toBeLessThanOrEqual(1);
    expect(box.x).toBe(0);

    for (let i = 0; i < 20; i++) {
      await page.keyboard.press("Tab");
      // Chromium may move focus to the browser's own UI between the last and the first element; never onto the
      // page behind.
      const where = await drawer(page).evaluate((d) =>
        document.activeElement === document.body ? "browser" : d.contains(document.activeElement) ? "drawer" : "page",
      );
      expect(where, `after ${i + 1} tabs`).not.toBe("page");
    }

    await drawer(page).getByRole("button", { name: "Close menu" }).click();
    await expect(drawer(page)).toBeHidden();
    await expect(open).toBeFocused();

    await open.click();
    await page.keyboard.press("Escape");
    await expect(drawer(page)).toBeHidden();
    await expect(open).toBeFocused();

    await open.click();
    await page.mouse.click(width - 10, 400);
    await expect(drawer(page)).toBeHidden();
  });

  test("shows every service when its list is opened, with no inner scroll box; a chosen link closes it and navigates", async ({
    page,
  }) => {
    await gotoHydrated(page, "/about");
    await page.getByRole("button", { name: "Open menu" }).click();
    // The main links, the estimator's among them, are rendered with the drawer.
    await expect(drawer(page).locator('a[href="/cost-estimator"]')).toBeVisible();
    const toggle = drawer(page).getByRole("button", { name: "Services" });
    const list = drawer(page).locator("#mobile-services");
    await expect(list).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(list).toBeVisible();
    expect(await list.getByRole("link").evaluateAll((links) => links.map((a) => a.getAttribute("href")))).toEqual([
      "/our-services",
      ...services.map((s) => s.path),
    ]);
    const layout = await list.evaluate((el) => {
      const box = el.getBoundingClientRect();
      const links = [...el.querySelectorAll("a")].map((a) => a.getBoundingClientRect());
      return {
        links: links.length > 1,
        scrolls: el.scrollHeight > el.clientHeight + 1,
        inside: links.every((r) => r.height > 0 && r.top >= box.top - 1 && r.bottom <= box.bottom + 1),
      };
    });
    expect(layout).toEqual({ links: true, scrolls: false, inside: true });
    // The drawer scrolls to show them all.
    for (const link of await list.getByRole("link").all()) {
      await link.scrollIntoViewIfNeeded();
      await expect(link).toBeInViewport({ ratio: 1 });
    }
    await drawer(page).getByRole("link", { name: "Warehouse & Storage" }).click();
    await expect(page).toHaveURL("/warehousing");
    await expect(drawer(page)).toBeHidden();
  });
});
