import { servicePageOf } from "../words";
import { gotoHydrated } from "./helpers/hydration";
import { expect, test } from "./helpers/test";

// A page's own records reach the browser in its data, read at build time by its loader
// (docs/decisions/page-data.md). That no script carries them is checked over the whole build
// (tests/html/words-in-data.test.ts); what needs a browser is that a move in the app fetches them.

test("a service page opened from the listing in the app fetches its data and shows it", async ({ page }) => {
  await gotoHydrated(page, "/our-services");
  const data = page.waitForResponse((res) => /\/vehicle-shifting\.data/.test(res.url()));
  await page.locator('main a[href="/vehicle-shifting"]').first().click();
  await expect(page).toHaveURL(/\/vehicle-shifting$/);
  expect((await data).status()).toBe(200);
  const vehicle = await servicePageOf("en", "vehicle-shifting");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(vehicle.hero.title);
  await expect(page.getByText(vehicle.about.paragraphs[0]!)).toBeVisible();
});
