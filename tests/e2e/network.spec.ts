import type { Page } from "@playwright/test";

import { loadSiteConfig } from "../../app/config/load.ts";
import { localePath, locales } from "../../app/config/locales.ts";
import { citiesIn, cityPath } from "../../app/content/cities.ts";
import { afterFrames } from "./helpers/frames";
import { holdScript } from "./helpers/hold-script";
import { gotoHydrated } from "./helpers/hydration";
import { emptyBands, textSmallerThan } from "./helpers/layout-sweep-checks";
import { quotePopup } from "./helpers/quote-popup";
import { expect, test } from "./helpers/test";

const { branches: cities, headOffice, regions } = (await citiesIn("en")).content;

// The network's interactive parts (SPEC §2 "City page"): the map of branches on /network and its keyboard use,
// the office map that waits for the visitor, in-app navigation between city pages and to an unknown city, the
// Kolkata page at a phone's width. What each city page
// shows is checked in tests/html/city-pages.test.ts, the map's embed in app/components/map-embed.test.tsx.

/** The same configuration the build read (both read the environment). */
const site = loadSiteConfig(process.env);
const mapOrigin = new URL(site.mapUrl).origin;

/** Counts full page loads of the main frame, to tell client-side navigation from a reload. */
function countDocumentLoads(page: Page) {
  const loads: string[] = [];
  page.on("request", (r) => {
    if (r.isNavigationRequest() && r.frame() === page.mainFrame()) loads.push(r.url());
  });
  return loads;
}

/** Answers every request to the map host locally, so nothing leaves the machine, and records them. */
async function stubMapHost(page: Page) {
  const requests: string[] = [];
  page.on("request", (r) => {
    if (new URL(r.url()).origin === mapOrigin) requests.push(r.url());
  });
  await page.route(
    (url) => url.origin === mapOrigin,
    (route) =>
      route.fulfill({
        status: 200,
        contentType: "text/html",
        body: "<!doctype html><title>Map stub</title><p>Map stub</p>",
      }),
  );
  return requests;
}

test("the skip link, taken before the sections' code has come, jumps once it has and empties none of them", async ({
  page,
}) => {
  const release = await holdScript(page, /\/assets\/city-sections-[\w-]+\.js$/);
  await gotoHydrated(page, "/network/patna");
  const office = page.getByTestId("city-office");
  const drawn = await office.elementHandle();

  await page.getByRole("link", { name: "Skip to content" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.locator('main [data-deferred="waiting"]')).not.toHaveCount(0);
  expect(new URL(page.url()).hash).toBe("");
  await expect(office).toContainText("Walk in for a survey booking");

  release();
  await expect(page).toHaveURL(/#main$/);
  await expect(office).toContainText("Walk in for a survey booking");
  expect(await drawn!.evaluate((e) => e.isConnected)).toBe(true);
});

test("the office map requests nothing until its placeholder is used, then loads in the same box with focus", async ({
  page,
}) => {
  const mapRequests = await stubMapHost(page);
  await gotoHydrated(page, "/network/patna");
  const office = page.getByTestId("city-office");
  await office.scrollIntoViewIfNeeded();
  await page.waitForLoadState("networkidle");
  await expect(office.locator("iframe")).toHaveCount(0);
  expect(mapRequests).toEqual([]);

  const placeholder = office.getByRole("button", { name: /Show map/ });
  const before = (await placeholder.boundingBox())!;
  await placeholder.focus();
  await page.keyboard.press("Enter");
  const frame = office.locator("iframe");
  await expect(frame).toBeFocused();
  await expect.poll(() => mapRequests.length).toBeGreaterThan(0);
  // The map takes the placeholder's box: loading it shifts nothing.
  const after = (await frame.boundingBox())!;
  expect(after.width).toBeCloseTo(before.width, 0);
  expect(after.height).toBeCloseTo(before.height, 0);
});

test("city pages open in the app: from /network, the quote button, an unknown city and back, with no reload", async ({
  page,
}) => {
  await gotoHydrated(page, "/network");
  const loads = countDocumentLoads(page);
  await page.locator("main li").locator('a[href="/network/jamshedpur"]').click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Jamshedpur");
  await expect(page.getByTestId("city-office").locator('a[href^="tel:"]')).toBeVisible();

  await page.locator("main section").first().getByRole("button", { name: "Get a free quote" }).click();
  const quote = quotePopup(page);
  await expect(quote).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(quote).toBeHidden();

  await page.evaluate(() => window.__reactRouterDataRouter!.navigate("/network/atlantis"));
  await expect(page).toHaveURL(/\/network\/atlantis$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("City not found");
  await expect(page.getByText("Location not available", { exact: true })).toBeVisible();
  const main = page.locator("main");
  for (const city of cities) await expect(main.locator(`a[href="${cityPath(city.slug)}"]`)).toHaveCount(1);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expect(main.locator("iframe")).toHaveCount(0);

  await main.getByRole("link", { name: /Guwahati/ }).click();
  await expect(page).toHaveURL(/\/network\/guwahati$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Guwahati");
  expect(loads).toEqual([]);
});

test("the Kolkata page fits a phone, its national prices one tap away", async ({ page }) => {
  await gotoHydrated(page, "/network/kolkata");
  const prices = page.getByTestId("city-prices");
  await expect(prices.getByRole("rowheader", { name: "Delhi" })).toBeHidden();
  await prices.getByText("Prices from Kolkata to other cities").click();
  await expect(prices.getByRole("rowheader", { name: "Delhi" })).toBeVisible();
  // Nothing wider than the viewport except inside the tables' own scrollers.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
});

/** The pins' accessible names in the order the page lists the cities: the head office, then region by region. */
const pinOrder = [
  `${headOffice.name}, head office`,
  ...regions.flatMap((r) => cities.filter((c) => c.region === r.id)).map((c) => c.name),
];

test(
  "the /network map: every pin on India, reached by Tab in the list's order with a visible ring, and opened in the app",
  { tag: "@both" },
  async ({ page }) => {
    await gotoHydrated(page, "/network");
    const map = page.getByTestId("network-map");
    const pins = map.getByRole("link");
    await expect(pins).toHaveCount(cities.length + 1);

    // Every mark is drawn inside India's outline box.
    const outline = (await map.locator("path").first().boundingBox())!;
    for (const pin of await pins.all()) {
      const mark = (await pin.locator("circle, polygon").nth(1).boundingBox())!;
      const [x, y] = [mark.x + mark.width / 2, mark.y + mark.height / 2];
      expect(x).toBeGreaterThan(outline.x);
      expect(x).toBeLessThan(outline.x + outline.width);
      expect(y).toBeGreaterThan(outline.y);
      expect(y).toBeLessThan(outline.y + outline.height);
    }

    // Tabbing from the section's heading meets every pin, in the list's order, each with its focus ring.
    await page.locator("#branches-title").click();
    const reached: string[] = [];
    for (let i = 0; i < 40 && reached.length < pinOrder.length; i++) {
      await page.keyboard.press("Tab");
      const focused = map.locator("a:focus");
      if ((await focused.count()) === 0) continue;
      reached.push((await focused.getAttribute("aria-label"))!);
      const ring = await focused
        .locator("circle")
        .first()
        .evaluate((c) => getComputedStyle(c).stroke);
      expect(ring, "focus ring").not.toMatch(/rgba\(0, 0, 0, 0\)|transparent|none/);
    }
    expect(reached).toEqual(pinOrder);

    const loads = countDocumentLoads(page);
    // The name, as a visitor would: a name set away from its mark leaves the middle of the pin's box empty.
    await map.locator("text", { hasText: "Patna" }).click();
    await expect(page).toHaveURL(/\/network\/patna$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Patna");
    expect(loads).toEqual([]);
  },
);

/** The branches block (heading, map and list) and the head office block. */
const BLOCKS = ["branches-title", "head-office-title"].map(
  (id) => `section[aria-labelledby="${id}"] > .container-page`,
);

/**
 * Blank space under a block beside a longer one: up to a row of the list and a gap (a centred block leaves about
 * that) is spacing, more is a band.
 */
const BAND_PX = 96;

/** Where each city's name and mark are drawn on screen. */
function drawnPins(page: Page) {
  return page.getByTestId("network-map").evaluate((map) =>
    [...map.querySelectorAll("a")].map((a) => {
      const box = (el: Element) => {
        const { left, right, top, bottom } = el.getBoundingClientRect();
        return { left, right, top, bottom };
      };
      return {
        name: a.querySelector("text")!.textContent!,
        label: box(a.querySelector("text")!),
        mark: box([...a.querySelectorAll("circle, polygon")].at(-1)!),
      };
    }),
  );
}

test.describe("the /network branches block", { tag: "@desktop" }, () => {
  for (const path of locales.map((l) => localePath("/network", l)))
    test(`${path}: city names of 12 px or more, apart, and no empty band, at 390, 768 and 1366 px`, async ({
      page,
    }) => {
      await gotoHydrated(page, path);
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      // Every section laid out, as a visitor who scrolls down sees them (app.css render-when-near).
      await page.addStyleTag({ content: ".render-when-near { content-visibility: visible !important }" });
      for (const width of [390, 768, 1366]) {
        await page.setViewportSize({ width, height: 900 });
        await afterFrames(page);
        expect.soft(await textSmallerThan(page, '[data-testid="network-map"]', 12), `names at ${width} px`).toEqual([]);
        const pins = await drawnPins(page);
        const over = (a: { left: number; right: number; top: number; bottom: number }, b: typeof a) =>
          a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
        const clashes = pins.flatMap((a) =>
          pins.flatMap((b) =>
            a === b
              ? []
              : [
                  ...(a.name < b.name && over(a.label, b.label) ? [`${a.name} over ${b.name}`] : []),
                  ...(over(a.label, b.mark) ? [`${a.name} over ${b.name}'s mark`] : []),
                ],
          ),
        );
        expect.soft(clashes, `names at ${width} px`).toEqual([]);
        for (const block of BLOCKS)
          expect.soft(await emptyBands(page, block, BAND_PX), `${block} at ${width} px`).toEqual([]);
      }
    });
});
