/**
 * The Hindi twin site as a visitor moves through it. What its pre-rendered pages say (Hindi words, lang, links under
 * /hi, hreflang) is checked for every page in tests/html; the hydrated Hindi template pages in foundation.spec.ts.
 */
import { expect, type Page, test } from "@playwright/test";

import { gotoHydrated } from "./helpers/hydration";

const html = (page: Page) => page.locator("html");

test.describe("the Hindi twin site", () => {
  test("the switch opens the same page in English and nothing redirects afterwards", async ({ page }) => {
    await gotoHydrated(page, "/hi/contact");
    // The drawer's copy sits in the header too, closed: a role query sees only the visible one.
    const toEnglish = page.getByRole("banner").getByRole("link", { name: "English" });
    await expect(toEnglish).toHaveAttribute("hreflang", "en-IN");
    await expect(toEnglish).toHaveAttribute("lang", "en-IN");
    await expect(toEnglish).not.toHaveAttribute("data-invited");
    await toEnglish.click();
    await expect(page).toHaveURL("/contact");
    await expect(html(page)).toHaveAttribute("lang", "en-IN");
    // The English page points back to its twin; a page kept out of search results offers none.
    await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("href", "/hi/contact");
    await gotoHydrated(page, "/thank-you");
    await expect(page.getByTestId("language-switch")).toHaveCount(0);

    // A shared Hindi link still lands in Hindi; the remembered choice only draws attention to the switch.
    await gotoHydrated(page, "/hi/about");
    await expect(page).toHaveURL("/hi/about");
    await expect(html(page)).toHaveAttribute("lang", "hi");
    await expect(page.getByRole("banner").getByRole("link", { name: "English" })).toHaveAttribute(
      "data-invited",
      "true",
    );
  });

  test("the phone's menu and contact bar are in Hindi, and moving on keeps the visitor in Hindi", async ({ page }) => {
    await gotoHydrated(page, "/hi/home-shifting");
    await page.getByRole("button", { name: "मेन्यू खोलें" }).click();
    const drawer = page.getByRole("navigation", { name: "मोबाइल मेन्यू" });
    await expect(drawer.getByRole("link", { name: "हमारे बारे में" })).toHaveAttribute("href", "/hi/about");
    await expect(page.getByTestId("mobile-drawer").getByTestId("language-switch")).toHaveAttribute(
      "href",
      "/home-shifting",
    );
    await page.getByRole("button", { name: "मेन्यू बंद करें" }).click();
    await expect(page.getByTestId("action-bar").getByRole("link", { name: "फ्री कोटेशन पाएं" })).toHaveAttribute(
      "href",
      "/hi/free-estimate",
    );
    // A client-side navigation: the new page's language is the document's too.
    await page.getByRole("contentinfo").getByRole("link", { name: "ग्राहकों की राय" }).click();
    await expect(page).toHaveURL("/hi/testimonials");
    await expect(html(page)).toHaveAttribute("lang", "hi");
    await expect(page.getByRole("heading", { level: 1 })).toContainText(/[\u0900-\u097F]/);
  });

  test("wide screens fetch and use the Devanagari face; phones and tablets use their own and fetch no Devanagari font", async ({
    browser,
  }) => {
    for (const width of [390, 768, 1366]) {
      // The screen as well as the viewport: the preload's media query is read against it before layout.
      const size = { width, height: 844 };
      const phone = width < 1024;
      const context = await browser.newContext({ viewport: size, screen: size, isMobile: phone, hasTouch: phone });
      const page = await context.newPage();
      const fonts: string[] = [];
      page.on("request", (r) => {
        if (r.resourceType() === "font") fonts.push(r.url());
      });
      await page.goto("/hi/contact");
      await page.waitForLoadState("networkidle");
      const family = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
      if (phone) {
        expect(family, `${width}`).not.toMatch(/Devanagari/);
        // The word mark's Latin face is every page's (fonts.spec.ts); no Devanagari face is fetched.
        expect(
          fonts.filter((f) => !/\/brand-name-[\w-]+\.woff2$/.test(f)),
          `${width}`,
        ).toEqual([]);
      } else {
        await expect
          .poll(() => page.evaluate(() => document.fonts.check('16px "Noto Sans Devanagari"', "संपर्क")))
          .toBe(true);
        expect(family).toMatch(/^"Noto Sans Devanagari"/);
        expect(fonts.filter((f) => f.includes("devanagari"))).toHaveLength(1);
      }
      await context.close();
    }
  });
});
