import type { Page } from "@playwright/test";

import { localePath, locales } from "../../app/config/locales.ts";
import { readContent } from "../../app/content/read.ts";
import { ESTIMATOR_JS_BUDGET_BYTES, HOME_JS_BUDGET_BYTES, PAGE_JS_BUDGET_BYTES } from "../../scripts/budgets.ts";
import { MISSING_CITY, MISSING_PAGE } from "../pages";
import { gotoHydrated } from "./helpers/hydration";
import { watchErrors } from "./helpers/page-errors";
import { expect, test } from "./helpers/test";

/** The compressed bytes of JavaScript the page has fetched, as the browser recorded them on the wire. */
const scriptBytes = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .filter((e) => e.name.endsWith(".js"))
      .reduce((sum, e) => sum + (e as PerformanceResourceTiming).encodedBodySize, 0),
  );

test.describe("routing", () => {
  test("an unknown address gets the not-found page in its language, with HTTP 404 and a way home", async ({ page }) => {
    const errors = await watchErrors(page);
    expect((await gotoHydrated(page, MISSING_PAGE))?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("couldn’t find");
    await page.getByRole("main").getByRole("link", { name: "Go to the home page" }).click();
    await expect(page).toHaveURL("/");

    const hindi = localePath(MISSING_PAGE, "hi");
    const { message } = await readContent("not-found", "hi");
    expect((await gotoHydrated(page, hindi))?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(message.title);
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    const { words } = await readContent("layout", "hi");
    await expect(page.getByRole("contentinfo").getByRole("link", { name: words.terms })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("a mistyped link followed in the app shows the not-found page in its language, from its words file", async ({
    page,
  }) => {
    for (const locale of locales) {
      const { message } = await readContent("not-found", locale);
      await gotoHydrated(page, localePath("/about", locale));
      await page.evaluate((to) => window.__reactRouterDataRouter?.navigate(to), localePath(MISSING_PAGE, locale));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(message.title);
      await expect(page.getByRole("main").getByRole("link", { name: message.home })).toBeVisible();
    }
  });

  test("an unknown city gets 'City not found' and 'Location not available' with HTTP 404, in both languages", async ({
    page,
  }) => {
    const errors = await watchErrors(page);
    expect((await gotoHydrated(page, MISSING_CITY))?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("City not found");
    await expect(page.getByText("Location not available")).toBeVisible();
    expect((await gotoHydrated(page, localePath(MISSING_CITY, "hi")))?.status()).toBe(404);
    const { unknownCity } = await readContent("network", "hi");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(unknownCity.heading);
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    expect(errors).toEqual([]);
  });

  test("/Packing lands on the packing page, by its address and by a client-side link", async ({ page }) => {
    await page.goto("/Packing");
    await expect(page).toHaveURL("/packing");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Packing");
    await gotoHydrated(page, "/about");
    // The router's own navigation is what <Link to="/Packing"> does.
    await page.evaluate(() => window.__reactRouterDataRouter?.navigate("/Packing"));
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Packing");
  });

  test("every navigation scrolls to the top", async ({ page }) => {
    // Not the home page: its quote pop-up opens by itself and makes the page behind it inert.
    await gotoHydrated(page, "/about");
    await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.getByRole("contentinfo").getByRole("link", { name: "Testimonials" }).click();
    await expect(page).toHaveURL("/testimonials");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe("JavaScript", () => {
  // The budgets read the bytes that came over the wire: a cold cache, as a first visit has.
  test.use({ ownContext: true });

  test(`home loads at most ${HOME_JS_BUDGET_BYTES / 1024} KiB of compressed JavaScript, and the code of its parts below the hero only at the first scroll`, async ({
    page,
  }) => {
    const scripts = () =>
      page.evaluate(() =>
        performance
          .getEntriesByType("resource")
          .map((e) => e.name)
          .filter((n) => n.endsWith(".js")),
      );
    await page.goto("/", { waitUntil: "networkidle" });
    // The quote pop-up's code arrives after hydration; it counts too.
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.waitForLoadState("networkidle");
    const bytes = await scriptBytes(page);
    expect(bytes).toBeGreaterThan(10_000);
    expect(bytes).toBeLessThanOrEqual(HOME_JS_BUDGET_BYTES);
    expect((await scripts()).some((n) => n.includes("/quote-popup-"))).toBe(true);
    expect((await scripts()).filter((n) => /\/(faq-accordion|testimonial-banner|client-logo-slider)-/.test(n))).toEqual(
      [],
    );

    await page.keyboard.press("Escape");
    const faq = page.locator(`main details[name="faq"]`).first();
    const html = await faq.evaluate((e) => e.outerHTML);
    await faq.scrollIntoViewIfNeeded();
    await expect.poll(async () => (await scripts()).some((n) => n.includes("/faq-accordion-"))).toBe(true);
    await page.waitForLoadState("networkidle");
    // The part's pre-rendered HTML stays as it was, and now works.
    expect(await faq.evaluate((e) => e.outerHTML)).toBe(html);
    await faq.locator("summary").click();
    await expect(faq).toHaveAttribute("open", "");
  });

  // In English: a translated page starts the very same scripts (tests/html/page-scripts.test.ts) and loads no words
  // of its own as script (languages.spec.ts), so its JavaScript is its English page's.
  test(`each page template loads at most ${PAGE_JS_BUDGET_BYTES / 1024} KiB of compressed JavaScript before any input`, async ({
    page,
  }) => {
    // Ten page loads, each hydrated and at its network's rest.
    test.slow();
    const templates = ["/home-shifting", "/goods-insurance", "/iba-approved-transporter", "/network", "/network/patna"];
    for (const path of [...templates, "/verify", "/contact", "/about", "/book-survey", "/cost-estimator"]) {
      // The script starts after the first paint, which a busy machine can hold past the network's first rest.
      await gotoHydrated(page, path);
      await page.waitForLoadState("networkidle");
      const bytes = await scriptBytes(page);
      expect(bytes, path).toBeGreaterThan(10_000);
      expect(bytes, path).toBeLessThanOrEqual(PAGE_JS_BUDGET_BYTES);
    }
  });

  test(`a between-cities estimate loads at most ${ESTIMATOR_JS_BUDGET_BYTES / 1024} KiB of compressed JavaScript`, async ({
    page,
  }) => {
    await page.goto("/cost-estimator?move=between&size=2-bhk&from=kolkata&to=delhi");
    // The national table's Delhi row (₹ figures) shows once the route has been read from the city list.
    await expect(page.getByTestId("estimate-total")).toContainText("₹");
    await page.waitForLoadState("networkidle");
    const bytes = await scriptBytes(page);
    expect(bytes).toBeGreaterThan(10_000);
    expect(bytes).toBeLessThanOrEqual(ESTIMATOR_JS_BUDGET_BYTES);
  });
});
