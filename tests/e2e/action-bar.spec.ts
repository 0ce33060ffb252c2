import { expect, type Page, test } from "@playwright/test";

import { loadSiteConfig } from "../../app/config/load.ts";
import { allPages } from "../pages";

const site = loadSiteConfig(process.env);
const PHONE_MAX = 768; // Tailwind's md: the bar below, the floating circles from there up.

const bar = (page: Page) => page.getByRole("navigation", { name: "Quick contact" });

/** Loads a page; on the home page, closes the quote pop-up that opens by itself. */
async function open(page: Page, path: string) {
  await page.goto(path);
  if (path === "/") {
    const popup = page.getByRole("dialog").filter({ hasText: "FREE estimates in minutes" });
    await expect(popup).toBeVisible();
    await popup.getByRole("button", { name: /close/i }).click();
    await expect(popup).toBeHidden();
  }
}

/**
 * Interactive elements that overlap the bar or a floating button, in two situations a visitor meets:
 * each element brought into view at the bottom of the screen (as scrolling down to it or tabbing to it does),
 * and the page scrolled to its very end.
 */
function coveredElements(page: Page) {
  return page.evaluate(() => {
    const overlays = [...document.querySelectorAll('[data-testid="action-bar"], [data-testid="floating-contact"]')]
      .filter((o) => o.getClientRects().length > 0)
      .map((o) => ({ el: o, box: o.getBoundingClientRect() }));
    const targets = [
      ...document.querySelectorAll<HTMLElement>(
        'a[href], button, input:not([type="hidden"]), select, textarea, summary, [tabindex]:not([tabindex="-1"])',
      ),
    ].filter((el) => {
      if (overlays.some((o) => o.el.contains(el))) return false;
      const r = el.getBoundingClientRect();
      return r.width > 1 && r.height > 1 && getComputedStyle(el).visibility !== "hidden";
    });
    const name = (el: HTMLElement) =>
      `${el.tagName.toLowerCase()} "${(el.getAttribute("aria-label") || el.textContent?.trim() || el.getAttribute("name") || el.id).slice(0, 40)}"`;
    const hits = (el: HTMLElement) => {
      const r = el.getBoundingClientRect();
      const inView = r.bottom > 0 && r.top < innerHeight;
      return (
        inView &&
        overlays.some(
          ({ box: o }) => r.left < o.right - 1 && r.right > o.left + 1 && r.top < o.bottom - 1 && r.bottom > o.top + 1,
        )
      );
    };
    const covered = new Set<string>();
    for (const el of targets) {
      el.scrollIntoView({ block: "end", inline: "nearest" });
      if (hits(el)) covered.add(`${name(el)} (scrolled into view)`);
    }
    window.scrollTo(0, document.documentElement.scrollHeight);
    for (const el of targets) if (hits(el)) covered.add(`${name(el)} (page end)`);
    return [...covered];
  });
}

test.describe("phone action bar", () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) >= PHONE_MAX, "the bar exists below md");

  test("offers Call, WhatsApp and Free quote with the configured numbers, instead of the floating circles", async ({
    page,
  }) => {
    await page.goto("/about");
    await expect(bar(page)).toBeVisible();
    await expect(page.getByTestId("floating-contact")).toBeHidden();
    await expect(bar(page).getByRole("link", { name: "Call" })).toHaveAttribute("href", `tel:+91${site.phone}`);
    const chat = bar(page).getByRole("link", { name: /WhatsApp/ });
    const url = new URL((await chat.getAttribute("href")) ?? "");
    expect(`${url.origin}${url.pathname}`).toBe(`https://wa.me/${site.whatsapp}`);
    expect(url.searchParams.get("text")).toBe("Hello! I want to inquire about your services.");
    await expect(chat).toHaveAttribute("target", "_blank");
    await bar(page).getByRole("link", { name: "Free quote" }).click();
    await expect(page).toHaveURL("/free-estimate");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("sits on the bottom edge, clear of the footer's last line", async ({ page }) => {
    await page.goto("/contact");
    const box = await bar(page).boundingBox();
    const viewport = page.viewportSize()!;
    expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(viewport.height);
    expect(box?.width).toBe(viewport.width);
  });

  for (const path of allPages) {
    test(`covers no interactive element on ${path}`, async ({ page }) => {
      await open(page, path);
      expect(await coveredElements(page)).toEqual([]);
    });
  }
});

test.describe("floating contact circles", () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) < PHONE_MAX, "the circles exist from md up");

  test("stay on wider screens; the bar is not shown", async ({ page }) => {
    await page.goto("/about");
    await expect(page.getByTestId("floating-contact")).toBeVisible();
    await expect(bar(page)).toBeHidden();
  });
});
