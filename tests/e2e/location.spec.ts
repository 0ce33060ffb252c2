import { expect, type Page, test } from "@playwright/test";

import { gotoHydrated } from "./helpers/hydration";

const GEOCODER = "https://nominatim.openstreetmap.org";
const PATNA = { latitude: 25.61, longitude: 85.14 };

/** The location control lives in the header from 576 px, in the drawer below. */
async function locationControl(page: Page) {
  if ((page.viewportSize()?.width ?? 0) < 640) {
    await page.getByRole("button", { name: "Open menu" }).click();
    return page.getByRole("dialog", { name: "Menu" }).getByTestId("visitor-location");
  }
  // The header's own control comes before the (closed) drawer's copy.
  return page.getByRole("banner").getByTestId("visitor-location").first();
}

/** Counts calls to the geolocation API, so a test can prove the page never asked on load. */
async function spyOnGeolocation(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { geoCalls: number };
    w.geoCalls = 0;
    const original = navigator.geolocation.getCurrentPosition.bind(navigator.geolocation);
    navigator.geolocation.getCurrentPosition = (...args: Parameters<Geolocation["getCurrentPosition"]>) => {
      w.geoCalls++;
      original(...args);
    };
  });
}

test("shows 'Add Address' and never asks for the location on page load", async ({ page }) => {
  await spyOnGeolocation(page);
  let geocoderCalls = 0;
  await page.route(`${GEOCODER}/**`, (route) => {
    geocoderCalls++;
    return route.abort();
  });
  await page.goto("/about");
  await expect(await locationControl(page)).toHaveText("Add Address");
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => (window as unknown as { geoCalls: number }).geoCalls)).toBe(0);
  expect(geocoderCalls).toBe(0);
});

test("even with permission already granted, nothing is looked up until the visitor clicks", async ({
  page,
  context,
}) => {
  await spyOnGeolocation(page);
  await context.grantPermissions(["geolocation"]);
  await context.setGeolocation({ latitude: 25.611234, longitude: 85.143789 });
  const asked: URL[] = [];
  await page.route(`${GEOCODER}/**`, (route) => {
    asked.push(new URL(route.request().url()));
    return route.fulfill({ json: { address: { city: "Patna", postcode: "800001", country: "India" } } });
  });
  await gotoHydrated(page, "/about");
  const control = await locationControl(page);
  await page.waitForTimeout(500);
  await expect(control).toHaveText("Add Address");
  expect(await page.evaluate(() => (window as unknown as { geoCalls: number }).geoCalls)).toBe(0);
  expect(asked).toHaveLength(0);

  await control.click();
  await expect(control).toContainText("Patna, 800001, India");
  await expect(control).toHaveAttribute("title", /OpenStreetMap/);
  // The geocoder learns the city, not the street: two decimals and a city-level zoom.
  expect(asked[0]?.pathname).toBe("/reverse");
  expect(Object.fromEntries(asked[0]!.searchParams)).toEqual({
    lat: "25.61",
    lon: "85.14",
    zoom: "10",
    format: "json",
  });

  // Cached for the session: the next page shows it without asking the geocoder again.
  await page.goto("/contact");
  await expect(await locationControl(page)).toContainText("Patna");
  expect(asked).toHaveLength(1);
});

test("clicking 'Add Address' asks for the position, then shows the address", async ({ page, context }) => {
  await page.route(`${GEOCODER}/**`, (route) =>
    route.fulfill({ json: { address: { town: "Chhapra", postcode: "841301", country: "India" } } }),
  );
  await page.goto("/about");
  const control = await locationControl(page);
  await expect(control).toHaveText("Add Address");
  await context.grantPermissions(["geolocation"]);
  await context.setGeolocation({ latitude: 25.78, longitude: 84.73 });
  await control.click();
  await expect(control).toContainText("Chhapra, 841301, India");
});

for (const [name, respond] of [
  ["an error answer", (r: import("@playwright/test").Route) => r.fulfill({ json: { error: "Unable to geocode" } })],
  ["a network failure", (r: import("@playwright/test").Route) => r.abort("internetdisconnected")],
  ["a server error", (r: import("@playwright/test").Route) => r.fulfill({ status: 500, body: "oops" })],
] as const) {
  test(`keeps 'Add Address' after ${name}, logging only`, async ({ page, context }) => {
    await context.grantPermissions(["geolocation"]);
    await context.setGeolocation(PATNA);
    const warnings: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "warning") warnings.push(m.text());
    });
    let called = false;
    await page.route(`${GEOCODER}/**`, (route) => {
      called = true;
      return respond(route);
    });
    await gotoHydrated(page, "/about");
    const control = await locationControl(page);
    await control.click();
    await expect.poll(() => called).toBe(true);
    await expect.poll(() => warnings.some((w) => w.includes("Location lookup failed"))).toBe(true);
    await expect(control).toHaveText("Add Address");
  });
}

test("keeps 'Add Address' when the visitor refuses the permission", async ({ page }) => {
  await page.route(`${GEOCODER}/**`, (route) => route.abort());
  await page.goto("/about");
  const control = await locationControl(page);
  // No permission granted: Chromium headless denies the request.
  await control.click();
  await expect(control).toHaveText("Add Address");
});
