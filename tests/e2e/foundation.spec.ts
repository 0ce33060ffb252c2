import { expect, test } from "@playwright/test";

import { ESTIMATOR_JS_BUDGET_BYTES, HOME_JS_BUDGET_BYTES } from "../../scripts/budgets.ts";
import { allPages, staticPaths } from "../pages";
import { seriousViolations } from "./helpers/axe";
import { gotoHydrated } from "./helpers/hydration";

test.describe("every page", () => {
  test("the route table covers the spec's routes", () => {
    for (const path of [
      "/",
      "/about",
      "/our-services",
      "/packing",
      "/career",
      "/partner",
      "/network",
      "/privacy-policy",
      "/terms-and-conditions",
    ]) {
      expect(staticPaths).toContain(path);
    }
    // The spec's 17 branch cities and the Kolkata head office.
    expect(allPages.filter((p) => p.startsWith("/network/"))).toHaveLength(18);
    expect(allPages).toContain("/network/kolkata");
  });

  for (const path of allPages) {
    test(`${path} renders with one h1, no errors and no serious accessibility violations`, async ({ page }) => {
      const errors: string[] = [];
      // The page runs under its enforced Content-Security-Policy: any violation is a failure.
      await page.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (e) =>
          console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`),
        );
      });
      page.on("pageerror", (e) => errors.push(e.message));
      page.on("console", (m) => {
        if (m.type() === "error") errors.push(m.text());
      });
      const res = await page.goto(path);
      expect(res?.status()).toBe(200);
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page).toHaveTitle(/.+\|.+/);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{50,160}/);
      for (const landmark of ["header", "nav", "main", "footer"])
        await expect(page.locator(landmark).first()).toBeAttached();
      for (const link of await page.locator('a[target="_blank"]').all()) {
        await expect(link).toHaveAttribute("rel", /(?=.*\bnoopener\b)(?=.*\bnoreferrer\b)/);
      }
      expect(await seriousViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    });
  }
});

test.describe("routing", () => {
  test("unknown paths get the designed not-found page with HTTP 404 and a link home", async ({ page }) => {
    const res = await page.goto("/no-such-page");
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("couldn’t find");
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole("main").getByRole("link", { name: "Go to the home page" }).click();
    await expect(page).toHaveURL("/");
  });

  test("unknown cities show 'City not found' and 'Location not available' with HTTP 404", async ({ page }) => {
    const res = await page.goto("/network/atlantis");
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("City not found");
    await expect(page.getByText("Location not available")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("/Packing answers 301 to /packing", async ({ request }) => {
    const res = await request.get("/Packing", { maxRedirects: 0 });
    expect(res.status()).toBe(301);
    expect(res.headers().location).toBe("/packing");
  });

  test("/Packing in the browser lands on the packing page", async ({ page }) => {
    await page.goto("/Packing");
    await expect(page).toHaveURL("/packing");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Packing");
  });

  test("a client-side link to /Packing renders the packing page", async ({ page }) => {
    await gotoHydrated(page, "/about");
    // The router's own navigation is what <Link to="/Packing"> does.
    await page.evaluate(() => window.__reactRouterDataRouter?.navigate("/Packing"));
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Packing");
  });

  test("every navigation scrolls to the top", async ({ page }) => {
    // Not the home page: its quote pop-up opens by itself and makes the page behind it inert.
    await page.goto("/about");
    await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.getByRole("contentinfo").getByRole("link", { name: "Testimonials" }).click();
    await expect(page).toHaveURL("/testimonials");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test(`the home page loads at most ${HOME_JS_BUDGET_BYTES / 1024} KiB of compressed JavaScript`, async ({ page }) => {
  await page.goto("/", { waitUntil: "networkidle" });
  // The quote pop-up's code arrives after hydration; it counts too.
  await expect(page.getByRole("dialog")).toBeVisible();
  await page.waitForLoadState("networkidle");
  // encodedBodySize: the bytes on the wire (brotli), as the browser recorded them.
  const bytes = await page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .filter((e) => e.name.endsWith(".js"))
      .reduce((sum, e) => sum + (e as PerformanceResourceTiming).encodedBodySize, 0),
  );
  expect(bytes).toBeGreaterThan(10_000);
  expect(bytes).toBeLessThanOrEqual(HOME_JS_BUDGET_BYTES);
});

test(`a between-cities estimate loads at most ${ESTIMATOR_JS_BUDGET_BYTES / 1024} KiB of compressed JavaScript`, async ({
  page,
}) => {
  await page.goto("/cost-estimator?move=between&size=2-bhk&from=kolkata&to=delhi");
  // The national table's Delhi row (₹ figures) shows once the route has been read from the city list.
  await expect(page.getByTestId("estimate-total")).toContainText("₹");
  await page.waitForLoadState("networkidle");
  const bytes = await page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .filter((e) => e.name.endsWith(".js"))
      .reduce((sum, e) => sum + (e as PerformanceResourceTiming).encodedBodySize, 0),
  );
  expect(bytes).toBeGreaterThan(10_000);
  expect(bytes).toBeLessThanOrEqual(ESTIMATOR_JS_BUDGET_BYTES);
});

test("home loads the code of its parts below the hero at the first scroll, keeping their HTML", async ({ page }) => {
  const scripts = () =>
    page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .map((e) => e.name)
        .filter((n) => n.endsWith(".js")),
    );
  await page.goto("/", { waitUntil: "networkidle" });
  await expect(page.getByRole("dialog")).toBeVisible();
  await page.keyboard.press("Escape");
  await page.waitForLoadState("networkidle");
  const faq = page.locator(`main details[name="faq"]`).first();
  const html = await faq.evaluate((e) => e.outerHTML);

  await faq.scrollIntoViewIfNeeded();
  await expect.poll(async () => (await scripts()).some((n) => n.includes("/faq-accordion-"))).toBe(true);
  await page.waitForLoadState("networkidle");
  expect(await faq.evaluate((e) => e.outerHTML)).toBe(html);
  await faq.locator("summary").click();
  await expect(faq).toHaveAttribute("open", "");
});

test("before any input the home page has not fetched the code of its parts below the hero", async ({ page }) => {
  await page.goto("/", { waitUntil: "networkidle" });
  await expect(page.getByRole("dialog")).toBeVisible();
  await page.waitForLoadState("networkidle");
  const names = await page.evaluate(() => performance.getEntriesByType("resource").map((e) => e.name));
  expect(names.some((n) => n.includes("/quote-popup-"))).toBe(true);
  expect(names.filter((n) => /\/(faq-accordion|testimonial-banner|client-logo-slider)-/.test(n))).toEqual([]);
});

test.describe("server headers", () => {
  test("pages carry CSP and security headers; hashed assets are immutable", async ({ request, page }) => {
    const res = await request.get("/about");
    const h = res.headers();
    expect(h["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(h["content-security-policy"]).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(h["x-content-type-options"]).toBe("nosniff");
    expect(h["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(h["permissions-policy"]).toContain("geolocation=(self)");
    expect(h["cache-control"]).toContain("must-revalidate");

    await page.goto("/about");
    const script =
      (await page.locator('script[type="module"][src], link[rel="modulepreload"]').first().getAttribute("src")) ??
      (await page.locator('link[rel="modulepreload"]').first().getAttribute("href"));
    const asset = await request.get(script ?? "");
    expect(asset.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  });
});
