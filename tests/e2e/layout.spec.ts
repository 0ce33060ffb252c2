import { expect, test } from "@playwright/test";

import { services } from "../../app/content/services.ts";
import { gotoHydrated } from "./helpers/hydration";

test.describe("top contact bar", () => {
  test("shows phone and e-mail links while scrolled 20 px or less, hides beyond", async ({ page }) => {
    await page.goto("/about");
    const bar = page.getByTestId("top-bar");
    await expect(bar.locator('a[href^="tel:+91"]')).toBeVisible();
    await expect(bar.locator('a[href^="mailto:"]')).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 20));
    await expect(bar).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 21));
    await expect(bar).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(bar).toBeVisible();
  });
});

test.describe("floating buttons", () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) < 768, "phones get the bottom action bar (action-bar.spec.ts)");

  test("chat opens the business number with the prefilled text in a new tab; call dials", async ({ page }) => {
    await page.goto("/contact");
    const chat = page.getByRole("link", { name: /WhatsApp/ });
    const href = await chat.getAttribute("href");
    const url = new URL(href ?? "");
    expect(url.origin).toBe("https://wa.me");
    expect(url.pathname).toMatch(/^\/\d{11,15}$/);
    expect(url.searchParams.get("text")).toBe("Hello! I want to inquire about your services.");
    await expect(chat).toHaveAttribute("target", "_blank");
    await expect(chat).toHaveAttribute("rel", /noopener/);
    await expect(page.getByRole("link", { name: "Call us", exact: true })).toHaveAttribute("href", /^tel:\+91\d{10}$/);
  });
});

test.describe("footer", () => {
  test("has the relocation links, Kolkata address, copyright 2025 and legal links", async ({ page }) => {
    await page.goto("/about");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: "Two-Wheeler Relocation" })).toHaveAttribute(
      "href",
      "/vehicle-shifting",
    );
    await expect(footer.getByRole("link", { name: "Four-Wheeler Relocation" })).toHaveAttribute(
      "href",
      "/vehicle-shifting",
    );
    await expect(footer.getByRole("link", { name: "Residential Relocation" })).toHaveAttribute(
      "href",
      "/home-shifting",
    );
    await expect(footer).toContainText(/Kolkata/);
    await expect(footer).toContainText("© 2025");
    await expect(footer.getByRole("link", { name: /Terms/ })).toHaveAttribute("href", "/terms-and-conditions");
    await expect(footer.getByRole("link", { name: /Privacy/ })).toHaveAttribute("href", "/privacy-policy");
    for (const name of ["Facebook", "Instagram", "LinkedIn"]) {
      await expect(footer.getByRole("link", { name: new RegExp(name) })).toHaveAttribute("target", "_blank");
    }
  });
});

test.describe("wide-screen services menu", () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) < 1280, "the dropdown exists from the xl breakpoint");

  test("drops down on hover", async ({ page }) => {
    // The hover handler is script; a hover before hydration reaches none.
    await gotoHydrated(page, "/about");
    const nav = page.getByRole("navigation", { name: "Main" });
    const menu = page.locator("#services-menu");
    await expect(menu).toBeHidden();
    await nav.getByRole("link", { name: "Services" }).hover();
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("link", { name: /Home Shifting/ })).toHaveAttribute("href", "/home-shifting");
    await page.mouse.move(5, 600);
    await expect(menu).toBeHidden();
  });

  test("drops down on keyboard focus, is operable by keyboard and closes on Escape", async ({ page }) => {
    // Focus before hydration reaches no handler and the menu would never open.
    await gotoHydrated(page, "/about");
    const services = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Services" });
    const menu = page.locator("#services-menu");
    await services.focus();
    await expect(menu).toBeVisible();
    await expect(services).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(menu.getByRole("link").first()).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(services).toBeFocused();
  });

  test("the drawer's menu button is not shown", async ({ page }) => {
    await page.goto("/about");
    await expect(page.getByRole("button", { name: "Open menu" })).toBeHidden();
  });
});

test.describe("mobile drawer", () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) >= 1280, "the drawer exists below the xl breakpoint");

  test("opens from the menu button at 70% of the screen width", async ({ page }) => {
    await gotoHydrated(page, "/about");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await expect(drawer).toBeVisible();
    const box = await drawer.boundingBox();
    const width = page.viewportSize()?.width ?? 0;
    expect(Math.abs((box?.width ?? 0) - width * 0.7)).toBeLessThanOrEqual(1);
    expect(box?.x).toBe(0);
  });

  test("closes on its close button, on Escape and on an outside click", async ({ page }) => {
    await gotoHydrated(page, "/about");
    const drawer = page.getByRole("dialog", { name: "Menu" });
    const open = page.getByRole("button", { name: "Open menu" });

    await open.click();
    await drawer.getByRole("button", { name: "Close menu" }).click();
    await expect(drawer).toBeHidden();
    await expect(open).toBeFocused();

    await open.click();
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();

    await open.click();
    const width = page.viewportSize()?.width ?? 390;
    await page.mouse.click(width - 10, 400);
    await expect(drawer).toBeHidden();
  });

  test("closes when a link is chosen, and navigates", async ({ page }) => {
    await gotoHydrated(page, "/about");
    await page.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await drawer.getByRole("link", { name: "Contact" }).click();
    await expect(page).toHaveURL("/contact");
    await expect(drawer).toBeHidden();
  });

  test("keeps keyboard focus inside while open", async ({ page }) => {
    await gotoHydrated(page, "/about");
    await page.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    for (let i = 0; i < 20; i++) {
      await page.keyboard.press("Tab");
      const inside = await drawer.evaluate((d) => d.contains(document.activeElement));
      // Chromium may move focus to the browser UI between the last and first element; never onto the page behind.
      const onPage = await page.evaluate(() => document.activeElement !== document.body);
      if (onPage) expect(inside).toBe(true);
    }
  });

  test("services are a collapsible list showing every entry, with no inner scroll box", async ({ page }) => {
    await gotoHydrated(page, "/about");
    await page.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    const toggle = drawer.getByRole("button", { name: "Services" });
    const list = drawer.locator("#mobile-services");
    await expect(list).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(list).toBeVisible();
    // 'All services' plus one link per service.
    await expect(list.getByRole("link")).toHaveCount(services.length + 1);
    const layout = await list.evaluate((el) => {
      const box = el.getBoundingClientRect();
      const links = [...el.querySelectorAll("a")].map((a) => a.getBoundingClientRect());
      return {
        scrolls: el.scrollHeight > el.clientHeight + 1,
        inside: links.every((r) => r.height > 0 && r.top >= box.top - 1 && r.bottom <= box.bottom + 1),
      };
    });
    expect(layout).toEqual({ scrolls: false, inside: true });
    for (const link of await list.getByRole("link").all()) {
      await link.scrollIntoViewIfNeeded();
      await expect(link).toBeInViewport({ ratio: 1 });
    }
    await drawer.getByRole("link", { name: "Warehouse & Storage" }).click();
    await expect(page).toHaveURL("/warehousing");
    await expect(drawer).toBeHidden();
  });
});
