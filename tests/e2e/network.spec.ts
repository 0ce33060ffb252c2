import { expect, type Page, test } from "@playwright/test";

import { loadSiteConfig } from "../../app/config/load.ts";
import { cities, cityPath, findCity, headOffice } from "../../app/content/cities.ts";
import { gotoHydrated } from "./helpers/hydration";

/** The same configuration the build read (both read the environment). */
const site = loadSiteConfig(process.env);
const mailDomain = site.email.slice(site.email.lastIndexOf("@") + 1);
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

test.describe("Kolkata, the head office, at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("/network/kolkata is the head office's page: its address, phone, mail, prices and reviews, nothing cut off", async ({
    page,
  }) => {
    const response = await gotoHydrated(page, "/network/kolkata");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Packers and movers in Kolkata");
    await expect(page.getByText(/head office/i).first()).toBeVisible();

    const office = page.getByTestId("city-office");
    await expect(office.getByTestId("office-address")).toContainText(`${site.office.street}, ${site.office.locality}`);
    await expect(office.getByTestId("office-address")).toContainText(site.office.pin);
    await expect(office.locator(`a[href="tel:+91${site.phone}"]`)).toBeVisible();
    await expect(office.locator(`a[href="mailto:${site.email}"]`)).toBeVisible();

    // Kolkata's own prices: a move within the city, all in, and (one tap away on a phone) the national routes.
    const prices = page.getByTestId("city-prices");
    await expect(prices.locator("table")).toHaveCount(2);
    await expect(prices.getByRole("rowheader", { name: "Within Kolkata" })).toBeVisible();
    await expect(prices.getByText(/Price covers:/).first()).toBeVisible();
    await prices.getByText("Prices from Kolkata to other cities").click();
    await expect(prices.getByRole("rowheader", { name: "Delhi" })).toBeVisible();

    const main = page.locator("main");
    for (const t of headOffice.testimonials) await expect(main.getByText(t.name, { exact: true })).toBeVisible();

    // The page fits the phone: nothing wider than the viewport except inside the tables' own scrollers.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test("/network links to the Kolkata page from its head-office block", async ({ page }) => {
    await gotoHydrated(page, "/network");
    await page.getByRole("link", { name: /Moving from Kolkata/ }).click();
    await expect(page).toHaveURL(/\/network\/kolkata$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Packers and movers in Kolkata");
  });
});

test.describe("every city page prices a move from Kolkata", () => {
  for (const city of cities) {
    test(`${cityPath(city.slug)} shows a Kolkata price in rupees`, async ({ request }) => {
      const html = await (await request.get(cityPath(city.slug))).text();
      const prices = city.fromKolkata ?? city.bandFromKolkata;
      expect(prices, city.name).toBeDefined();
      // A figure of the row appears in the pre-rendered page, next to what the price covers.
      const first = prices!.cells.find((c) => c !== "As Actual")!;
      const figure = new Intl.NumberFormat("en-IN").format("fixed" in first ? first.fixed : first.min);
      expect(html).toContain(figure);
      expect(html).toContain("Price covers:");
    });
  }
});

test.describe("city pages", () => {
  for (const city of cities) {
    test(`${cityPath(city.slug)} shows ${city.name}'s own office, phone and e-mail`, async ({ page }) => {
      const response = await page.goto(cityPath(city.slug));
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toContainText(city.name);

      const office = page.getByTestId("city-office");
      await expect(office.getByRole("heading", { level: 2 })).toContainText(city.name);
      await expect(office.getByTestId("office-address")).toContainText(
        `${city.office.street}, ${city.office.locality}, ${city.name}`,
      );
      await expect(office.getByTestId("office-address")).toContainText(city.office.pin);
      await expect(office.locator(`a[href="tel:+91${city.phone}"]`)).toBeVisible();
      await expect(office.locator(`a[href="mailto:${city.slug}@${mailDomain}"]`)).toBeVisible();

      // City-specific content, not a shared template: its localities and its own reviews.
      const main = page.locator("main");
      await expect(main).toContainText(city.localities[0]!);
      for (const t of city.testimonials) await expect(main.getByText(t.name, { exact: true })).toBeVisible();
      // Links to the main services.
      for (const path of ["/home-shifting", "/office-relocation", "/vehicle-shifting", "/local-shifting"]) {
        await expect(main.locator(`a[href="${path}"]`).first()).toBeVisible();
      }
      // No other branch's phone number on this page.
      for (const other of cities.filter((c) => c.slug !== city.slug)) {
        await expect(main.locator(`a[href="tel:+91${other.phone}"]`)).toHaveCount(0);
      }
    });
  }

  test("a city with a row in the national table shows it; others show their distance band and link to the table", async ({
    page,
  }) => {
    await page.goto("/network/pune");
    await expect(page.getByRole("table")).toContainText("Mumbai/Pune");
    await page.goto("/network/patna");
    const patna = findCity("patna")!;
    await expect(page.getByRole("table")).toHaveCount(1);
    await expect(page.getByRole("table")).toContainText(patna.bandFromKolkata!.row);
    await expect(page.locator("main").getByRole("link", { name: "home shifting distance table" })).toHaveAttribute(
      "href",
      "/home-shifting",
    );
  });

  test("the hero's quote button opens the quote pop-up", async ({ page }) => {
    await gotoHydrated(page, "/network/patna");
    const hero = page.locator("main section").first();
    await expect(async () => {
      await hero.getByRole("button", { name: "Get a Free Quote" }).click();
      await expect(page.getByRole("dialog")).toBeVisible({ timeout: 1000 });
    }).toPass();
  });
});

test.describe("office map", () => {
  test("nothing is requested from the map host until the placeholder is clicked", async ({ page }) => {
    const mapRequests = await stubMapHost(page);
    const patna = findCity("patna")!;
    await gotoHydrated(page, "/network/patna");
    const office = page.getByTestId("city-office");
    await office.scrollIntoViewIfNeeded();
    await page.waitForLoadState("networkidle");

    await expect(office.locator("iframe")).toHaveCount(0);
    expect(mapRequests).toEqual([]);

    const placeholder = office.getByRole("button", { name: /Show map/ });
    const before = await placeholder.boundingBox();
    await placeholder.click();

    const frame = office.locator("iframe");
    await expect(frame).toHaveCount(1);
    await expect(frame).toHaveAttribute("title", /Patna/);
    await expect(frame).toHaveAttribute("loading", "lazy");
    await expect(frame).toHaveAttribute("width", /^\d+$/);
    await expect(frame).toHaveAttribute("height", /^\d+$/);
    const src = new URL((await frame.getAttribute("src"))!);
    expect(`${src.origin}${src.pathname}`).toBe(`${mapOrigin}/export/embed.html`);
    expect(src.searchParams.get("layer")).toBe("mapnik");
    const [lat, lon] = src.searchParams.get("marker")!.split(",").map(Number);
    expect(lat).toBeCloseTo(patna.office.lat, 4);
    expect(lon).toBeCloseTo(patna.office.lon, 4);
    const [west, south, east, north] = src.searchParams.get("bbox")!.split(",").map(Number);
    expect(west! < patna.office.lon && patna.office.lon < east!).toBe(true);
    expect(south! < patna.office.lat && patna.office.lat < north!).toBe(true);

    await expect.poll(() => mapRequests.length).toBeGreaterThan(0);
    // The map takes the placeholder's box: loading it shifts nothing.
    const after = await frame.boundingBox();
    expect(after?.width).toBeCloseTo(before!.width, 0);
    expect(after?.height).toBeCloseTo(before!.height, 0);

    const larger = office.getByRole("link", { name: /View larger map/ });
    await expect(larger).toHaveAttribute("href", new RegExp(`^${mapOrigin.replace(/\./g, "\\.")}/`));
    await expect(larger).toHaveAttribute("target", "_blank");
  });

  test("the placeholder works from the keyboard and hands focus to the map", async ({ page }) => {
    await stubMapHost(page);
    await gotoHydrated(page, "/network/ranchi");
    const placeholder = page.getByTestId("city-office").getByRole("button", { name: /Show map/ });
    await placeholder.focus();
    await page.keyboard.press("Enter");
    const frame = page.getByTestId("city-office").locator("iframe");
    await expect(frame).toBeFocused();
  });
});

test.describe("unknown city", () => {
  async function expectCityNotFound(page: Page) {
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("City not found");
    await expect(page.getByText("Location not available", { exact: true })).toBeVisible();
    const main = page.locator("main");
    for (const city of cities) await expect(main.locator(`a[href="${cityPath(city.slug)}"]`)).toHaveCount(1);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(main.locator("iframe")).toHaveCount(0);
  }

  test("a direct load answers HTTP 404 with 'City not found', 'Location not available' and the city list", async ({
    page,
  }) => {
    const response = await page.goto("/network/atlantis");
    expect(response?.status()).toBe(404);
    await expectCityNotFound(page);
  });

  test("client-side navigation to an unknown city shows the same content, and its links lead back into the network", async ({
    page,
  }) => {
    await gotoHydrated(page, "/network/patna");
    const loads = countDocumentLoads(page);
    await page.evaluate(() => window.__reactRouterDataRouter!.navigate("/network/atlantis"));
    await expect(page).toHaveURL(/\/network\/atlantis$/);
    await expectCityNotFound(page);

    await page
      .locator("main")
      .getByRole("link", { name: /Guwahati/ })
      .click();
    await expect(page).toHaveURL(/\/network\/guwahati$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Guwahati");
    expect(loads).toEqual([]);
  });
});

test.describe("/network", () => {
  test("links to all 17 city pages, grouped by region, with the Kolkata head office", async ({ page }) => {
    const response = await page.goto("/network");
    expect(response?.status()).toBe(200);
    const main = page.locator("main");
    expect(cities).toHaveLength(17);
    for (const city of cities) {
      await expect(main.locator(`a[href="${cityPath(city.slug)}"]`).first()).toBeVisible();
    }
    for (const region of new Set(cities.map((c) => c.region))) {
      await expect(main.getByRole("heading", { name: region, exact: true })).toBeVisible();
    }
    const head = main.getByTestId("office-address");
    await expect(head).toContainText(site.office.street);
    await expect(head).toContainText(`${site.office.city}, ${site.office.state} ${site.office.pin}`);
    await expect(main.getByRole("heading", { name: /inter-city move/i })).toBeVisible();
  });

  test("a city link on /network opens that city's page without a reload", async ({ page }) => {
    await gotoHydrated(page, "/network");
    const loads = countDocumentLoads(page);
    await page.locator("main").locator('a[href="/network/jamshedpur"]').click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Jamshedpur");
    await expect(page.getByTestId("city-office").locator('a[href^="tel:"]')).toBeVisible();
    expect(loads).toEqual([]);
  });
});
