/**
 * The header's location with the browser's own permission and position: nothing is asked until the visitor taps,
 * and a refusal keeps 'Add Address'. The geocoder is always a route of the test, never the network. Its answers and
 * failures, and the session cache, are checked in app/components/layout/location-badge.test.tsx and
 * app/lib/location.test.ts.
 */
import type { Page } from "@playwright/test";

import { loadSiteConfig } from "../../app/config/load.ts";
import { gotoHydrated } from "./helpers/hydration";
import { expect, test } from "./helpers/test";

// The build under test is made with the same environment as this run.
const GEOCODER = loadSiteConfig(process.env).geocoderUrl;

/** On a phone the location control is in the menu. */
async function locationControl(page: Page) {
  await page.getByRole("button", { name: "Open menu" }).click();
  return page.getByRole("dialog", { name: "Menu" }).getByTestId("visitor-location");
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
const geoCalls = (page: Page) => page.evaluate(() => (window as unknown as { geoCalls: number }).geoCalls);

/** Two frames after hydration: anything the page would do on load has been done. */
const framesDrawn = (page: Page) =>
  page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));

test("with the permission already granted, nothing is asked until the tap; then the city-level address", async ({
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
  await framesDrawn(page);
  const control = await locationControl(page);
  await expect(control).toHaveText("Add Address");
  expect(await geoCalls(page)).toBe(0);
  expect(asked).toHaveLength(0);

  await control.tap();
  await expect(control).toContainText("Patna, 800001, India");
  expect(await geoCalls(page)).toBe(1);
  // The geocoder learns the city, not the street: two decimals and a city-level zoom.
  expect(asked).toHaveLength(1);
  expect(Object.fromEntries(asked[0]!.searchParams)).toEqual({
    lat: "25.61",
    lon: "85.14",
    zoom: "10",
    format: "json",
  });

  // Kept for the session: the next page shows it without asking again.
  await gotoHydrated(page, "/contact");
  await expect(await locationControl(page)).toContainText("Patna");
  expect(asked).toHaveLength(1);
});

test("keeps 'Add Address' when the visitor refuses the permission, and asks no geocoder", async ({ page }) => {
  let geocoderCalls = 0;
  await page.route(`${GEOCODER}/**`, (route) => {
    geocoderCalls++;
    return route.abort();
  });
  await spyOnGeolocation(page);
  await gotoHydrated(page, "/about");
  const control = await locationControl(page);
  // No permission granted: Chromium headless denies the request.
  await control.tap();
  await expect.poll(() => geoCalls(page)).toBe(1);
  await framesDrawn(page);
  await expect(control).toHaveText("Add Address");
  await expect(control).toBeEnabled();
  expect(geocoderCalls).toBe(0);
});
