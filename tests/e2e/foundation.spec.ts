import { type ConsoleMessage, expect, type Page, test } from "@playwright/test";

import { loadSiteConfig } from "../../app/config/load.ts";
import { cityPages } from "../../app/content/cities.ts";
import { englishPath, localeOf, localePath } from "../../app/i18n/locale.ts";
import { hasHindiTwin } from "../../app/i18n/translated.ts";
import { ESTIMATOR_JS_BUDGET_BYTES, HOME_JS_BUDGET_BYTES } from "../../scripts/budgets.ts";
import { recordsOf, untranslatedRuns } from "../../scripts/untranslated.ts";
import { MISSING_CITY, MISSING_PAGE, sweepPages } from "../pages";
import { seriousViolations } from "./helpers/axe";
import { gotoHydrated } from "./helpers/hydration";

const isNotFound = (path: string) => [MISSING_PAGE, MISSING_CITY].includes(englishPath(path));

/**
 * Page errors, console errors and Content-Security-Policy violations from now on; call before `goto`. A
 * not-found page's own 404 is its answer, not an error.
 */
async function watchErrors(page: Page) {
  const errors: string[] = [];
  const isOwnAnswer = (m: ConsoleMessage) =>
    /status of 404/.test(m.text()) && isNotFound(new URL(m.location().url).pathname);
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) =>
      console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("console", (m) => {
    if (m.type() === "error" && !isOwnAnswer(m)) errors.push(m.text());
  });
  return errors;
}

/** The compressed bytes of JavaScript the page has fetched, as the browser recorded them on the wire. */
const scriptBytes = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .filter((e) => e.name.endsWith(".js"))
      .reduce((sum, e) => sum + (e as PerformanceResourceTiming).encodedBodySize, 0),
  );

/**
 * The text of a hydrated Hindi page's main part, each text node on its own line, with the names and hints its
 * elements carry: what the code sets after hydration is checked here, the pre-rendered HTML in tests/html.
 */
async function expectNoEnglish(page: Page, path: string) {
  // Every part below the fold hydrated too: words that only the code sets (labels, alt texts) are checked.
  await page.mouse.wheel(0, 600);
  await expect(page.locator('[data-deferred="waiting"]')).toHaveCount(0);
  const text = await page.locator("main").evaluate((main) => {
    const parts: string[] = [];
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const parent = walker.currentNode.parentElement;
      const text = walker.currentNode.textContent ?? "";
      // A captcha's random code is not words; a <noscript>'s text is its markup while scripts run.
      if (parent?.closest('[data-testid="captcha-code"]')) continue;
      if (parent?.tagName === "NOSCRIPT")
        parts.push(new DOMParser().parseFromString(text, "text/html").body.textContent ?? "");
      else parts.push(text);
    }
    for (const el of main.querySelectorAll("[aria-label], [alt], [placeholder], [title]"))
      for (const name of ["aria-label", "alt", "placeholder", "title"]) parts.push(el.getAttribute(name) ?? "");
    return parts.join("\n");
  });
  // A branch's postal address is kept as registered, like the head office's.
  const city = cityPages.find((c) => englishPath(path) === `/network/${c.slug}`);
  const address = city ? [city.office.street, city.office.locality, city.name, city.state] : [];
  const kept = [...recordsOf(loadSiteConfig(process.env)), ...address];
  expect(text).toMatch(/[\u0900-\u097F]/);
  expect(untranslatedRuns(text, kept), path).toEqual([]);
  const hrefs = await page
    .locator("a[href^='/']:not([data-testid='language-switch'])")
    .evaluateAll((a) => a.map((e) => e.getAttribute("href") ?? ""));
  expect(hrefs.filter((h) => !/^\/hi(\/|$|#|\?)/.test(h))).toEqual([]);
}

/**
 * Each page with its Hindi twin, in one visit each per width: both widths, because what is visible (the desktop
 * menu or the phone's action bar, the hero picture) decides what axe checks for contrast and names, and the wide
 * screens alone fetch the web fonts and the hero pictures that a CSP could block.
 */
const twins = sweepPages.filter((p) => localeOf(p) === "en").map((p) => [p, localePath(p, "hi")] as const);

test.describe("every page template, in both languages", () => {
  for (const [english, hindi] of twins) {
    test(
      `${english} and ${hindi} load without errors, CSP violations or serious accessibility violations`,
      {
        tag: ["@sweep", "@both"],
      },
      async ({ page }) => {
        const errors = await watchErrors(page);
        for (const path of [english, hindi]) {
          const res = await gotoHydrated(page, path);
          expect(res?.status(), path).toBe(isNotFound(path) ? 404 : 200);
          if (localeOf(path) === "hi" && hasHindiTwin(path)) await expectNoEnglish(page, path);
          expect(await seriousViolations(page), path).toEqual([]);
        }
        expect(errors).toEqual([]);
      },
    );
  }
});

test.describe("routing", () => {
  test("an unknown address gets the not-found page in its language, with HTTP 404 and a way home", async ({ page }) => {
    const errors = await watchErrors(page);
    expect((await gotoHydrated(page, MISSING_PAGE))?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("couldn’t find");
    await page.getByRole("main").getByRole("link", { name: "Go to the home page" }).click();
    await expect(page).toHaveURL("/");

    const hindi = localePath(MISSING_PAGE, "hi");
    expect((await gotoHydrated(page, hindi))?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("यह पेज हमें नहीं मिला");
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "नियम और शर्तें" })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("an unknown city gets 'City not found' and 'Location not available' with HTTP 404, in both languages", async ({
    page,
  }) => {
    const errors = await watchErrors(page);
    expect((await gotoHydrated(page, MISSING_CITY))?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("City not found");
    await expect(page.getByText("Location not available")).toBeVisible();
    expect((await gotoHydrated(page, localePath(MISSING_CITY, "hi")))?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("शहर नहीं मिला");
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
